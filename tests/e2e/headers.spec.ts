/**
 * What nginx sends, with the configuration the build wrote (scripts/nginx/site-conf.ts): the pages,
 * a hashed asset, the widget's loader and modules, the ad frame and unknown files, each with its
 * policy, its security headers, its cache rule and its precompressed body; the service worker, its
 * runtime and the web app manifest.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { APIRequestContext, APIResponse } from '@playwright/test'
import { adFrameCsp } from '../../scripts/csp'
import { describeNginx, findNginx } from '../../scripts/nginx/serve'
import { CACHE, SECURITY_HEADERS } from '../../scripts/nginx/site-conf'
import { MEMBER_SHELL } from '../../scripts/start-imports'
import { builtFile, DIST } from './support/built-files'
import { DIST_DIR, MOCK_URL } from './support/e2e-env'
import { expect, test } from './support/test'

const dist = DIST
const nginx = findNginx()
/**
 * Where nginx has ngx_brotli (Debian: libnginx-mod-http-brotli-static, which .ci/run installs) it
 * sends the .br files; without it, the .gz ones.
 */
const BEST = nginx && describeNginx(nginx).brotli ? 'br' : 'gz'
const ENCODING = { br: 'br', gz: 'gzip' }[BEST]

/** Asks for a file as a browser would: brotli first, gzip otherwise (or as told). */
const get = (request: APIRequestContext, url: string, encoding = 'br, gzip') =>
  request.get(url, { headers: { 'Accept-Encoding': encoding }, maxRedirects: 0 })

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers()
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(headers[name.toLowerCase()], `${name} on ${response.url()}`).toBe(value)
  }
}

/**
 * The strict policy of app pages (scripts/csp.ts), with this build's API in it: scripts from our own
 * origin, and the one script the build inlines (the page's first script), by the hash of its text.
 */
function expectAppPolicy(response: APIResponse) {
  const policy = response.headers()['content-security-policy'] ?? ''
  // Our origin, and inline only the elements the build names by their hash (the pages' first
  // scripts, the shells' first-paint CSS: scripts/csp.ts): each inline script of app.html by its own.
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/)
  expect(policy).toMatch(/style-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*;/)
  const inlineScripts = [
    ...readFileSync(join(dist, 'app.html'), 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g),
  ]
  expect(inlineScripts.length).toBeGreaterThan(0)
  for (const [, text] of inlineScripts) {
    const hash = createHash('sha256')
      .update(text ?? '', 'utf8')
      .digest('base64')
    expect(policy).toContain(`'sha256-${hash}'`)
  }
  expect(policy).toContain("frame-ancestors 'none'")
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/)
}

const bytesOnDisk = (path: string) => statSync(join(dist, path)).size

/** The first module script index.html loads: a hashed file under /assets/. */
const entryScript = () => {
  const src = readFileSync(join(dist, 'index.html'), 'utf8').match(
    /<script type="module"[^>]* src="([^"]+)"/,
  )?.[1]
  if (!src) throw new Error(`${DIST_DIR}/index.html loads no module script`)
  return src
}

test('the landing page is the prerendered document, revalidated, precompressed, with every security header', async ({
  request,
}) => {
  const response = await get(request, '/')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8')
  expect(response.headers()['cache-control']).toBe(CACHE.revalidate)
  expect(response.headers()['content-encoding']).toBe(ENCODING)
  expect(response.headers().vary).toContain('Accept-Encoding')
  // What travels is the build's own compressed file, not a copy compressed on the fly.
  expect(Number(response.headers()['content-length'])).toBe(bytesOnDisk(`index.html.${BEST}`))
  const html = await response.text()
  expect(html).toContain('data-prerendered="/"')
  // Its Latin font comes with the CSS, not after it (vite.config.ts finds the file by its name, and
  // would leave the link out silently if the name changed), and the file is there.
  const font = html.match(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)"/)?.[1]
  expect(font, 'the landing page preloads its Latin font').toMatch(/^\/assets\/montserrat-latin-wght-normal-/)
  expect((await request.head(font ?? '')).status()).toBe(200)
  expectSecurityHeaders(response)
  expectAppPolicy(response)
})

test('any other page without an extension is app.html with status 200, revalidated', async ({ request }) => {
  for (const path of ['/app/page/cgu', '/app/logout', '/app/nowhere']) {
    const response = await get(request, path, 'gzip')
    expect(response.status(), path).toBe(200)
    expect(response.headers()['content-encoding']).toBe('gzip')
    expect(response.headers()['cache-control']).toBe(CACHE.revalidate)
    const html = await response.text()
    expect(html).toContain('<div id="root"></div>')
    expect(html).not.toContain('data-prerendered')
    expectSecurityHeaders(response)
    expectAppPolicy(response)
  }
})

test("a member page is its prerendered shell in the flirt_lang cookie's language, French by default, revalidated", async ({
  request,
}) => {
  const shellOf = async (path: string, cookie?: string) => {
    const response = await request.get(path, { headers: cookie ? { Cookie: cookie } : {}, maxRedirects: 0 })
    expect(response.status(), path).toBe(200)
    expect(response.headers()['cache-control']).toBe(CACHE.revalidate)
    expect(response.headers().vary, path).toContain('Cookie')
    expectSecurityHeaders(response)
    expectAppPolicy(response)
    const html = await response.text()
    return {
      lang: html.match(/<html lang="(\w+)"/)?.[1],
      audience: html.match(/data-shell="(\w+)"/)?.[1],
      pattern: html.match(/data-prerendered="shell:([^"]+)"/)?.[1],
    }
  }
  expect(await shellOf('/app/chat')).toEqual({ lang: 'fr', audience: 'member', pattern: '/app/chat' })
  expect(await shellOf('/app/chat/marc-12', 'flirt_lang=en')).toEqual({
    lang: 'en',
    audience: 'member',
    pattern: '/app/chat/:chatSlug',
  })
  expect(await shellOf('/app/account/settings', 'flirt_lang=es')).toMatchObject({ lang: 'es' })
  // A cookie naming no language of the app is French, as the app starts.
  expect(await shellOf('/app/swipe', 'flirt_lang=de')).toMatchObject({ lang: 'fr' })
  // A shared profile link: the visitor's shell unless the browser keeps a login.
  expect(await shellOf('/app/users/juliette75-1')).toMatchObject({ audience: 'visitor' })
  expect(await shellOf('/app/users/juliette75-1', 'flirt_lang=en; flirt_member=1')).toEqual({
    lang: 'en',
    audience: 'member',
    pattern: '/app/users/:userSlug',
  })
})

test("a member page's shell lists its chunks and its translations for after its first paint, and preconnects to the API", async ({
  request,
}) => {
  const fileOf = builtFile
  const links = (link: string) =>
    [...link.matchAll(/<([^>]+)>; rel=modulepreload/g)].map((m) => m[1] as string)
  const apiOrigin = new URL(MOCK_URL).origin

  for (const [path, page, locale] of [
    [
      '/app/search/result?page=2',
      'src/features/search/search-result-page.tsx',
      'src/i18n/locales/fr/search.json',
    ],
    ['/app/chat/marc-12', 'src/features/chat/conversation-page.tsx', 'src/i18n/locales/fr/chat.json'],
    ['/app/swipe/', 'src/features/swipe/swipe-page.tsx', 'src/i18n/locales/fr/social.json'],
  ] as const) {
    const response = await get(request, path)
    expect(response.status(), path).toBe(200)
    const html = await response.text()
    expect(html).toContain('<div id="root" data-prerendered="shell:')
    expectSecurityHeaders(response)
    const link = response.headers().link ?? ''
    expect(link, path).toContain(`<${apiOrigin}>; rel=preconnect; crossorigin`)
    // Nothing in the head or the Link header starts a script before the shell's first paint but the
    // entry's own imports: the rest waits in the template main.tsx links once the shell is painted.
    expect(links(link), path).toEqual([])
    const head = html.slice(0, html.indexOf('</head>'))
    expect(
      [...head.matchAll(/rel="modulepreload"/g)].length,
      `${path}: preloads in the head`,
    ).toBeLessThanOrEqual(1)
    const template = /<template id="start-modules">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? ''
    const files = [...template.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)">/g)].map(
      (m) => m[1] as string,
    )
    expect(files, path).toContain(fileOf('src/app/boot.tsx'))
    expect(files, path).toContain(fileOf(page))
    expect(files, path).toContain(fileOf(locale))
    for (const shell of MEMBER_SHELL) expect(files, path).toContain(fileOf(shell))
    // Every file named is there, and none twice.
    expect(new Set(files).size).toBe(files.length)
    for (const file of files) expect((await request.head(file)).status(), file).toBe(200)
  }

  // An address no page has: the plain app.html, preconnected only.
  const other = await get(request, '/app/nowhere')
  expect(other.status()).toBe(200)
  expect(links(other.headers().link ?? '')).toEqual([])

  // app.html's own preloads go out in document order, a few at a time: the app (boot.tsx) before
  // the rest of the start, for the first paint; the French translations and XState's session chunk
  // come together in one file after it (scripts/start-chunks.ts; a Lighthouse waterfall had the first
  // paint wait 2 s behind thirty chunks asked for before it).
  const preloads = [
    ...(await other.text()).matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
  ].map((m) => m[1])
  const startup = fileOf('src/app/session-actor.tsx')
  expect(fileOf('src/i18n/locales/fr/common.json')).toBe(startup)
  expect(preloads.indexOf(fileOf('src/app/boot.tsx'))).toBeGreaterThanOrEqual(0)
  expect(preloads.indexOf(startup)).toBeGreaterThan(preloads.indexOf(fileOf('src/app/boot.tsx')))
  expect(preloads.length, 'few files to preload').toBeLessThanOrEqual(6)
})

test('a hashed asset is cached for a year, immutable, and sent precompressed', async ({ request }) => {
  const src = entryScript()
  expect(src).toMatch(/^\/assets\/[\w-]+\.js$/)
  const best = await get(request, src)
  expect(best.status()).toBe(200)
  expect(best.headers()['content-type']).toMatch(/^application\/javascript/)
  expect(best.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(best.headers()['content-encoding']).toBe(ENCODING)
  expect(Number(best.headers()['content-length'])).toBe(bytesOnDisk(`${src}.${BEST}`))
  expectSecurityHeaders(best)

  const gzip = await get(request, src, 'gzip')
  expect(gzip.headers()['content-encoding']).toBe('gzip')
  expect(Number(gzip.headers()['content-length'])).toBe(bytesOnDisk(`${src}.gz`))
  expect(await gzip.body()).toEqual(await best.body())

  const plain = await get(request, src, 'identity')
  expect(plain.headers()['content-encoding']).toBeUndefined()
  expect(Number(plain.headers()['content-length'])).toBe(bytesOnDisk(src))
})

test("the widget's loader is revalidated and its modules immutable, both open to partner pages (CORS)", async ({
  request,
}) => {
  const loader = await get(request, '/widget/loader.js')
  expect(loader.status()).toBe(200)
  expect(loader.headers()['content-type']).toMatch(/^application\/javascript/)
  expect(loader.headers()['cache-control']).toBe(CACHE.revalidate)
  expect(loader.headers()['access-control-allow-origin']).toBe('*')
  expectSecurityHeaders(loader)

  // The loader names the widget's module (./assets/widget-<hash>.js), relative to itself.
  const module = (await loader.text()).match(/\.\/(assets\/widget-[\w-]+\.js)/)?.[1]
  expect(module, 'the widget module named in loader.js').toBeTruthy()
  const widget = await get(request, `/widget/${module}`)
  expect(widget.status()).toBe(200)
  expect(widget.headers()['cache-control']).toBe(CACHE.immutable)
  expect(widget.headers()['access-control-allow-origin']).toBe('*')
  expect(widget.headers()['content-encoding']).toBe(ENCODING)
})

test('the ad frame has its own policy; everything else shares the security headers', async ({ request }) => {
  const response = await get(request, '/ad-frame.html')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-security-policy']).toBe(adFrameCsp())
  expect(response.headers()['cache-control']).toBe(CACHE.revalidate)
  expectSecurityHeaders(response)
})

test('an unknown file is a 404, never the app with a 200; build metadata is not served', async ({
  request,
}) => {
  for (const path of [
    '/assets/missing-0000.js',
    '/assets/missing.css',
    '/missing.png',
    '/widget/assets/missing-0000.js',
    '/.vite/manifest.json',
    '/.nginx/site.conf',
    '/widget/.vite/manifest.json',
  ]) {
    const response = await get(request, path)
    expect(response.status(), path).toBe(404)
    expect(await response.text(), path).not.toContain('id="root"')
    // A 404 is never cached for a year, and still carries the security headers.
    expect(response.headers()['cache-control'], path).toBeUndefined()
    expectSecurityHeaders(response)
  }
})

test('the service worker, its static routes, its runtime and the manifest are revalidated; the manifest has its own type', async ({
  request,
}) => {
  const runtime = readdirSync(dist).find((f) => /^workbox-[\w-]+\.js$/.test(f))
  expect(runtime, `a workbox-*.js in ${DIST_DIR}/`).toBeTruthy()
  for (const path of ['/sw.js', '/sw-static-routes.js', `/${runtime}`]) {
    const response = await get(request, path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['cache-control'], path).toBe(CACHE.revalidate)
    expect(response.headers()['content-type'], path).toMatch(/^application\/javascript/)
    expectSecurityHeaders(response)
  }
  const manifest = await get(request, '/manifest.webmanifest')
  expect(manifest.status()).toBe(200)
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/)
  expect(manifest.headers()['cache-control']).toBe(CACHE.revalidate)
  expect((await manifest.json()).start_url).toBe('/app')
  expectSecurityHeaders(manifest)
})
