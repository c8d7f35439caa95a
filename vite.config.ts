import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import react from '@vitejs/plugin-react'
import browserslistToEsbuild from 'browserslist-to-esbuild'
import { build, defineConfig, loadEnv, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { bundleComposition } from './scripts/bundle-composition.ts'
import { classesOf, criticalCss } from './scripts/critical-css.ts'
import { adFrameCsp, appCsp } from './scripts/csp.ts'
import {
  type BuiltChunk,
  chunkHolding,
  type PagePreload,
  pageEntries,
  pagePreloads,
  staticClosure,
} from './scripts/nginx/page-preloads.ts'
import { siteConf } from './scripts/nginx/site-conf.ts'
import { precompress } from './scripts/precompress.ts'
import { STARTUP_MODULES, startChunks } from './scripts/start-chunks.ts'
import { SHELL_HEAD_CSS, SHELL_HEAD_SCRIPT } from './src/app/shell-head.ts'
import { allShells, shellFile } from './src/app/shell-routes.ts'

/**
 * What the pages carry inline, allowed by hash in the policy (scripts/csp.ts): the first script of
 * every page (src/app/shell-head.ts), the member pages' first calls (src/app/first-calls-script.ts)
 * and the shells' first-paint CSS, known once they are rendered.
 */
interface InlineSources {
  scripts: string[]
  styles: string[]
  /** Whether the build wrote the member pages' shells (site.conf then sends them). */
  shells: boolean
  /** Each member page's chunks (set by contentSecurityPolicy): its shell lists them after its first paint. */
  pages: PagePreload[]
  /** Writes the policy and site.conf again (set by contentSecurityPolicy). */
  rewrite?: () => void
}

import { MEMBER_SHELL, startImports } from './scripts/start-imports.ts'

/**
 * The app's Vite config. In development with no VITE_API_BASE, the embedded mock backend (msw service
 * worker, `mock-server/browser.ts`) is injected into index.html as its own module, so nothing under
 * src/ imports it and the production build carries none of it.
 */
function embeddedMock(enabled: boolean): Plugin {
  return {
    name: 'embedded-mock-backend',
    apply: 'serve',
    // The service worker lives in mock-server/worker/ (not public/), so a production build never
    // copies it; the dev server serves it at the root, where msw expects it.
    configureServer(server) {
      if (!enabled) return
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript')
        res.setHeader('Service-Worker-Allowed', '/')
        res.end(
          readFileSync(fileURLToPath(new URL('./mock-server/worker/mockServiceWorker.js', import.meta.url))),
        )
      })
    },
    transformIndexHtml(html) {
      if (!enabled) return html
      return html.replace(
        '<!-- embedded-mock -->',
        '<script type="module" src="/mock-server/browser.ts"></script>',
      )
    },
  }
}

/**
 * The page's first script (issue 38, item 2): src/app/first-calls-script.ts, bundled on its own (a
 * nested build, one IIFE of about 2 kB) at the start of the build, and written inline into the head
 * of index.html (so app.html, which is made from it) before the stylesheet: a parser-inserted script
 * after a stylesheet would wait for it. It runs as the HTML is read and starts the member lookup and
 * the page's first reads before any file has arrived. The policy allows exactly this text, by its
 * hash (the script joins `inline.scripts`, which contentSecurityPolicy below hashes). Not in development: the dev server's mock
 * backend is not ready that early, and the early start (early-start.ts) asks for the same reads.
 */
function firstCallsScript(inline: InlineSources): Plugin {
  let code: string | null = null
  let root = process.cwd()
  let mode = 'production'
  let skip = false
  return {
    name: 'first-calls-script',
    apply: 'build',
    configResolved(config) {
      root = config.root
      mode = config.mode
      const input = config.build.rollupOptions?.input
      skip = !!config.build.ssr || !(input === undefined || String(input).endsWith('/index.html'))
    },
    async buildStart() {
      if (skip) return
      const output = await build({
        configFile: false,
        root,
        mode,
        logLevel: 'warn',
        // The same VITE_ variables as the app (the API's address and key): same root, same mode.
        envPrefix: 'VITE_',
        build: {
          write: false,
          target: browserslistToEsbuild(),
          lib: {
            entry: resolve(root, 'src/app/first-calls-script.ts'),
            formats: ['iife'],
            name: '__firstCallsScript',
          },
        },
      })
      const chunk = (Array.isArray(output) ? output[0] : output) as {
        output: { type: string; code?: string }[]
      }
      const js = chunk.output.find((o) => o.type === 'chunk')?.code
      if (!js) throw new Error('first-calls-script: the nested build wrote no script')
      if (code !== null) inline.scripts.splice(inline.scripts.indexOf(code), 1)
      code = js.trim()
      inline.scripts.push(code)
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (skip || code === null) return html
        if (!html.includes('<!-- embedded-mock -->'))
          throw new Error(
            'first-calls-script: index.html has no <!-- embedded-mock --> to put the script before',
          )
        // Before the comment, so before every stylesheet and script Vite adds to the head.
        // A function, not a string: the script's text holds `$'` and `$&`, which a replacement string
        // would expand.
        const script = `<script>${code}</script>\n    <!-- embedded-mock -->`
        return html.replace('<!-- embedded-mock -->', () => script)
      },
    },
  }
}

/**
 * The Content-Security-Policy of scripts/csp.ts. The build writes the app's policy (made from the
 * addresses it was built for) to .vite/csp.json beside the manifest, and the nginx rules that send it
 * (with the ad frame's own policy, the other headers and the cache rules) to .nginx/site.conf
 * (scripts/nginx/site-conf.ts): production and `npm run serve:prod` serve those. `vite preview` sends
 * the two policies too. Not in development: Vite's dev server injects inline scripts.
 */
function contentSecurityPolicy(env: Record<string, string>, inline: InlineSources): Plugin {
  let outDir = 'dist'
  let pages: PagePreload[] = []
  const files = () => {
    const app = appCsp({
      apiBase: env.VITE_API_BASE,
      wsUrl: env.VITE_WS_URL,
      inlineScripts: inline.scripts,
      inlineStyles: inline.styles,
    })
    return {
      '.vite/csp.json': JSON.stringify({ app }),
      '.nginx/site.conf': siteConf({
        app,
        adFrame: adFrameCsp(),
        pages,
        shells: inline.shells,
        ...(env.VITE_API_BASE ? { apiOrigin: new URL(env.VITE_API_BASE).origin } : {}),
      }),
    }
  }
  // The prerendered shells' CSS is known once they are rendered (prerenderLanding's closeBundle):
  // the policy and the nginx rules are written again then, with its hash.
  inline.rewrite = () => {
    for (const [fileName, source] of Object.entries(files())) writeFileSync(join(outDir, fileName), source)
  }
  return {
    name: 'content-security-policy',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk')
      // Other entries (the widget, Storybook) have no route table: their site.conf has no page rules.
      const appFile = (name: string) => readFileSync(join(process.cwd(), 'src', 'app', name), 'utf8')
      const hasPages = !!chunkHolding(chunks, 'src/app/early-start.ts')
      pages = hasPages
        ? pagePreloads(
            pageEntries(appFile('route-loaders.ts'), appFile('page-routes.ts')),
            chunks,
            new Set(startupFiles(chunks)),
            MEMBER_SHELL,
          )
        : []
      inline.pages = pages
      for (const [fileName, source] of Object.entries(files()))
        this.emitFile({ type: 'asset', fileName, source })
    },
    configurePreviewServer(server) {
      const file = join(outDir, '.vite', 'csp.json')
      const app = existsSync(file)
        ? (JSON.parse(readFileSync(file, 'utf8')) as { app: string }).app
        : appCsp()
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0]
        res.setHeader('Content-Security-Policy', path === '/ad-frame.html' ? adFrameCsp() : app)
        res.setHeader('X-Content-Type-Options', 'nosniff')
        res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
        next()
      })
    },
  }
}

/**
 * What every first visit to an app page loads right after the entry, preloaded from app.html so
 * nothing waits on the entry to ask for it: the app itself (boot.tsx and its imports), the early
 * start and the API client the member lookup needs, and the French `common` and `ui` namespaces
 * (French is the default language). index.html (/) drops them: it paints from its prerendered HTML.
 * Each member page's own chunks come in a `Link` header (scripts/nginx/page-preloads.ts).
 */
// Not `landing`: only index.html needs it, and its preloads give way to its prerendered paint.
const STARTUP_LOCALES = ['common', 'ui'].map((ns) => `src/i18n/locales/fr/${ns}.json`)
// The session's first lookup needs the API client, a lazy chunk since the first route need not
// carry it (a visitor on / calls no API): pages other than / (app.html) preload it for members, with
// the early start that asks for it as soon as the entry runs (src/app/early-start.ts). The modules
// are listed in scripts/start-chunks.ts, which makes them one file.

/** The entry and the startup modules and locales, with everything they import statically. */
function startupFiles(chunks: readonly (BuiltChunk & { isEntry?: boolean })[]): string[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const files = new Set<string>()
  const visit = (fileName: string) => {
    if (files.has(fileName)) return
    files.add(fileName)
    for (const dep of byName.get(fileName)?.imports ?? []) visit(dep)
  }
  // In the order they are needed, since the browser asks for preloads in document order and a
  // connection serves a few at a time: the entry and the app (boot.tsx) first, for the first paint,
  // then the default language, then the rest in STARTUP_MODULES' order (XState's chunks last).
  const endingWith = (path: string) => {
    const chunk = chunkHolding(chunks, path)
    return chunk ? [chunk] : []
  }
  const [boot, ...rest] = STARTUP_MODULES
  const roots = [
    ...chunks.filter((c) => c.isEntry),
    ...endingWith(boot as string),
    ...STARTUP_LOCALES.flatMap(endingWith),
    ...rest.flatMap(endingWith),
  ]
  for (const chunk of roots) visit(chunk.fileName)
  return [...files]
}

/**
 * What the landing page's start loads once its prerendered HTML is on screen (issue 38): the app, the
 * machines, i18next, French `common`, `ui` and `landing`, the page's chunk, then what starts once it
 * is hydrated (the session renewal, the footer, the onboarding dialogs' watcher, the app's status and
 * its `pwa` texts, the focus fallback), each with what it imports statically. Source paths, in the
 * order they are needed. `tests/e2e/landing-waves.spec.ts` fails when one is missing.
 */
const LANDING_MODULES = [
  'src/app/boot.tsx',
  'src/i18n/i18n.ts',
  ...STARTUP_LOCALES,
  'src/i18n/locales/fr/landing.json',
  'src/features/landing/landing-page.tsx',
  ...STARTUP_MODULES.filter((m) => m !== 'src/app/boot.tsx'),
  'src/machines/session/session.renewal.ts',
  'src/features/layout/footer.tsx',
  'src/app/onboarding-modals.tsx',
  'src/features/pwa/app-status.tsx',
  'src/i18n/locales/fr/pwa.json',
  'src/lib/focus-fallback.ts',
]

/** The chunks holding `roots` (source paths) and the chunks they import statically, each once, in order. */
function closureOf(chunks: readonly BuiltChunk[], roots: readonly string[]): string[] {
  const files: string[] = []
  for (const root of roots) {
    const chunk = chunkHolding(chunks, root)
    if (!chunk) throw new Error(`the build has no chunk holding ${root} (LANDING_MODULES)`)
    for (const file of staticClosure(chunks, chunk.fileName)) if (!files.includes(file)) files.push(file)
  }
  return files
}

/** The id of index.html's list of the landing page's modules (main.tsx links them after its paint). */
const START_MODULES_ID = 'start-modules'

/**
 * Shared by preloadStartup (which knows the bundle) and prerenderLanding (which writes index.html):
 * the entry's own static imports, which index.html keeps as preloads (the entry cannot run without
 * them, and they are found only once it is read: a round trip of their own).
 */
interface LandingPreloads {
  entryImports: string[]
}

function preloadStartup(landing: LandingPreloads): Plugin {
  return {
    name: 'preload-startup',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk')
        const entry = chunks.find((c) => c.isEntry)
        const entryFiles = entry ? staticClosure(chunks, entry.fileName) : []
        landing.entryImports = entryFiles.filter((file) => file !== entry?.fileName)
        const link = (file: string) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
        })
        // The landing page's start, known up front: without it, its scripts came one level of imports
        // at a time after the first paint (the entry, React, the app, the machines and the page, the
        // page's imports...: eight round trips). Inert in a <template> until main.tsx moves its links
        // into the document once the first paint is on screen, so they do not compete with the CSS
        // and the font. prerenderLanding keeps it in index.html only.
        // Only the app's own build has them: Storybook builds its pages with this config too.
        const isApp = !!chunkHolding(chunks, 'src/app/boot.tsx')
        const landingFiles = isApp
          ? closureOf(chunks, LANDING_MODULES).filter((file) => !entryFiles.includes(file))
          : []
        const startup = startupFiles(chunks)
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({ ...link(file), injectTo: 'head' as const }))
        if (!isApp) return startup
        return [
          ...startup,
          {
            tag: 'template',
            attrs: { id: START_MODULES_ID },
            children: landingFiles.map((file) => ({
              ...link(file),
              attrs: { ...link(file).attrs, 'data-start': true },
            })),
            injectTo: 'body' as const,
          },
        ]
      },
    },
  }
}

/**
 * react-i18next's hook imports one function of i18next (`keyFromSelector`), and i18next is one module:
 * that import kept its whole runtime (12 kB gzip) on the first route, which the first paint does not
 * need (issue 38). The hook gets the same function from src/i18n/key-from-selector.ts (checked against
 * i18next's own by its test); the app loads i18next after the first paint (src/app/boot.tsx). Every
 * mode, so development and the tests run what production runs.
 */
function hookWithoutI18nextRuntime(): Plugin {
  const port = fileURLToPath(new URL('./src/i18n/key-from-selector.ts', import.meta.url))
  return {
    name: 'hook-without-i18next-runtime',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'i18next' && importer && /[\\/]react-i18next[\\/].*useTranslation\.js$/.test(importer))
        return port
      return null
    },
  }
}

/**
 * `/` is rendered at build time (src/app/prerender.tsx) into dist/index.html, so the landing page
 * paints with the HTML and the CSS, before any script runs; main.tsx then hydrates it. Every other
 * page gets dist/app.html, the same document with an empty root: the preview server (below) serves
 * it for any other path, and a real host needs the same rule (see the README).
 */
function prerenderLanding(inline: InlineSources, landingPreloads: LandingPreloads): Plugin {
  let root = process.cwd()
  let outDir = 'dist'
  let mode = 'production'
  let skip = false
  return {
    name: 'prerender-landing',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = resolve(config.root, config.build.outDir)
      mode = config.mode
      // The nested server build below and other entries (Storybook, the widget) are not prerendered.
      const input = config.build.rollupOptions?.input
      const appEntry = input === undefined || String(input).endsWith('/index.html')
      skip = !!config.build.ssr || !appEntry || !existsSync(join(root, 'index.html'))
    },
    async closeBundle() {
      if (skip) return
      const serverDir = join(root, 'node_modules', '.prerender')
      await build({
        root,
        mode,
        logLevel: 'warn',
        build: { ssr: 'src/app/prerender.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
      })
      const { renderLanding, renderShell } = (await import(
        pathToFileURL(join(serverDir, 'prerender.js')).href
      )) as typeof import('./src/app/prerender')
      const indexFile = join(outDir, 'index.html')
      // Every page's first script (src/app/shell-head.ts), first in <head>: the colour mode before the
      // first paint, the shell cookies kept in step.
      const headScript = `<script>${SHELL_HEAD_SCRIPT}</script>`
      const built = readFileSync(indexFile, 'utf8')
      const landingModules =
        new RegExp(`\\s*<template id="${START_MODULES_ID}">[\\s\\S]*?</template>`).exec(built)?.[0] ?? ''
      const shell = built
        .replace(landingModules, '')
        .replace('<meta charset="UTF-8" />', (m) => `${m}\n    ${headScript}`)
      writeFileSync(join(outDir, 'app.html'), shell)
      const landing = await renderLanding()
      // The landing page paints from its HTML: its scripts are fetched after that first paint
      // (main.tsx), not preloaded, so they do not compete with the CSS and the font for the network.
      // Its largest paint is a paragraph of text in Montserrat: the font's Latin file is asked for with
      // the CSS, not once the CSS is read, so the text paints in it (or swaps sooner).
      const latinFont = readdirSync(join(outDir, 'assets')).find((f) =>
        /^montserrat-latin-wght-normal-[\w-]+\.woff2$/.test(f),
      )
      const fontPreload = latinFont
        ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${latinFont}" />\n    `
        : ''
      // Only the entry's own imports stay preloaded (the entry cannot run without them); the rest of
      // its start is listed in a template main.tsx links once the page is painted (preloadStartup).
      // Nor the member pages' first script (first-calls-script.ts, about 8 kB gzip): it asks for a
      // member page's first reads and draws its largest paint, and does nothing on /.
      const landingShell = shell
        .replace(/<script>(?:(?!<\/script>)[\s\S])*<\/script>\s*(?=<!-- embedded-mock -->)/, '')
        .replace(/\s*<link rel="modulepreload"[^>]*href="\/([^"]+)"[^>]*>/g, (link, file: string) =>
          landingPreloads.entryImports.includes(file) ? link : '',
        )
        .replace('<link rel="stylesheet"', `${fontPreload}<link rel="stylesheet"`)
      writeFileSync(
        indexFile,
        landingShell.replace(
          '<div id="root"></div>',
          `<div id="root" data-prerendered="/">${landing}</div>${landingModules}`,
        ),
      )
      // Each member page's shell (issue 38, src/app/shell-routes.ts): the page as the app renders it
      // while the member is looked up, in each language. The CSS its first paint needs is inline (one
      // subset for every shell, so the policy names one hash), the whole stylesheet linked after the
      // markup: the paint waits on no file, and the rest arrives beside the scripts.
      // Its scripts too come after that paint, as the landing page's do (issue 38: "what the first
      // paint does not need comes after it"): the start's preloads and the page's own chunks (which
      // nginx sent as a Link header before) wait in a template main.tsx links once the shell is on
      // screen. Before, 16 to 21 requests and 227 to 276 KB were on their way before a cold first
      // paint, and Lighthouse's first paint waited for them (FCP 1.9 to 2.3 s against 1.1 s on /).
      const preload = /\s*<link rel="modulepreload"[^>]*href="\/([^"]+)"[^>]*>/g
      const startFiles = [...shell.matchAll(preload)]
        .map(([, file]) => file as string)
        .filter((file) => !landingPreloads.entryImports.includes(file))
      const shellScripts = shell.replace(preload, (link, file: string) =>
        landingPreloads.entryImports.includes(file) ? link : '',
      )
      const startModules = (family: { pattern: string }) => {
        const pageFiles = inline.pages.filter((p) => p.path === family.pattern).flatMap((p) => p.modules)
        const files = [...new Set([...startFiles, ...pageFiles])]
        // `data-start`: the page's own list, told apart from the links Vite's preload helper appends.
        const links = files
          .map((file) => `<link rel="modulepreload" crossorigin data-start href="/${file}">`)
          .join('')
        return `<template id="${START_MODULES_ID}">${links}</template>`
      }
      const stylesheet = /\s*<link rel="stylesheet"[^>]*>/.exec(shell)?.[0] ?? ''
      const cssFile = /href="\/([^"]+\.css)"/.exec(stylesheet)?.[1]
      const shells = await Promise.all(
        allShells().map(async (s) => ({ ...s, ...(await renderShell(s.family, s.language, s.audience)) })),
      )
      const classes = new Set(shells.flatMap(({ html }) => [...classesOf(html)]))
      const firstPaintCss =
        SHELL_HEAD_CSS + (cssFile ? criticalCss(readFileSync(join(outDir, cssFile), 'utf8'), classes) : '')
      for (const { family, language, audience, html, title } of shells) {
        const file = join(outDir, shellFile(family, language, audience))
        mkdirSync(dirname(file), { recursive: true })
        writeFileSync(
          file,
          shellScripts
            .replace('<html lang="fr">', `<html lang="${language}" data-shell="${audience}">`)
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
            .replace(headScript, `${headScript}\n    <style>${firstPaintCss}</style>`)
            .replace(stylesheet, '')
            .replace(
              '<div id="root"></div>',
              // A wrapper with no box (SHELL_HEAD_CSS) the first script can hide (a shell that is not
              // this browser's); the app's render replaces it whole (boot.tsx).
              `<div id="root" data-prerendered="shell:${family.pattern}"><div data-shell-content>${html}</div></div>${stylesheet.trim()}${startModules(family)}`,
            ),
        )
      }
      inline.styles = [firstPaintCss]
      inline.shells = true
      inline.rewrite?.()
      rmSync(serverDir, { recursive: true, force: true })
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => {
        const path = (req.url ?? '/').split('?')[0] ?? '/'
        const wantsPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html')
        if (wantsPage && path !== '/' && path !== '/index.html' && !/\.[a-z0-9]+$/i.test(path)) {
          req.url = `/app.html${req.url?.slice(path.length) ?? ''}`
        }
        next()
      })
    },
  }
}

/**
 * Installable app (issue 14): the web app manifest and, in production builds only, a Workbox service
 * worker (`/sw.js`, its runtime in `/workbox-<hash>.js`). It precaches the shell (index.html, app.html)
 * and the hashed assets, so /app and its pages open with the network gone; every other page address
 * is answered with app.html, as the preview server and nginx do. It has no runtime caching at all:
 * the API lives on another origin (VITE_API_BASE) and is never intercepted, so no API answer and
 * nothing carrying a session id is ever cached. A new version waits until the member accepts the
 * reload offered by the app-update machine (`SKIP_WAITING`), then takes control. The dev server keeps
 * the embedded mock's worker: nothing of this runs there. Registration is the app's
 * (src/machines/app-update), not the plugin's, hence `injectRegister: false`.
 */
function installableApp(): Plugin[] {
  return VitePWA({
    injectRegister: false,
    registerType: 'prompt',
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    // The plugin's closeBundle runs after prerenderLanding's, which writes app.html and the final
    // index.html: both must exist, with their final contents, when the precache list is made.
    integration: { closeBundleOrder: 'post' },
    manifest: {
      id: '/app',
      name: 'Flirt — Rencontres entre adultes',
      short_name: 'Flirt',
      description:
        'Rencontres et flirt entre adultes : discutez, flirtez et rencontrez des membres près de chez vous.',
      lang: 'fr',
      dir: 'ltr',
      start_url: '/app',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      // The top bar's surface in the light scheme (bg.surface), and the page's body (bg.body) for the
      // splash screen; index.html carries the dark scheme's theme-color too.
      theme_color: '#FFFFFF',
      background_color: '#F5F5F5',
      categories: ['social', 'lifestyle'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    // The icons are the launcher's, fetched by the browser when it installs: not worth precaching.
    includeManifestIcons: false,
    workbox: {
      globPatterns: ['**/*.{js,css,html,woff2,svg}'],
      // The ad frame is third-party HTML with its own policy (never offline), .vite/ holds build
      // metadata, widget/ is the partner widget's separate build; the font's Cyrillic and Vietnamese
      // subsets are fetched only for such letters (unicode-range), which a French app rarely shows;
      // the worker's static routes are part of the worker (below). The prerendered shells (shells/, one
      // per page and language) are for a first visit, which has no worker yet: offline, and on every
      // visit the worker answers, a page is app.html, which the app renders whole as before.
      globIgnores: [
        'shells/**',
        'ad-frame.*',
        '.vite/**',
        'widget/**',
        '**/*-cyrillic*',
        '**/*-vietnamese*',
        'sw-static-routes.js',
      ],
      // The browser answers /assets/ from the precache itself, without running the worker
      // (public/sw-static-routes.js). The worker keeps its own copy of an imported script.
      importScripts: ['sw-static-routes.js'],
      navigateFallback: '/app.html',
      // Addresses with a file extension are files (robots.txt, ad-frame.html, sw.js), not pages.
      navigateFallbackDenylist: [/^[^?]*\.[a-z0-9]+(\?.*)?$/i],
      // A page's query (?modal=login, ?landing=1) never changes which shell answers it.
      ignoreURLParametersMatching: [/.*/],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: false,
      inlineWorkboxRuntime: false,
      sourcemap: false,
    },
  })
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const inline: InlineSources = { scripts: [SHELL_HEAD_SCRIPT], styles: [], shells: false, pages: [] }
  const landingPreloads: LandingPreloads = { entryImports: [] }
  const unpreloaded = startImports()
  const appFile = (name: string) => readFileSync(join(process.cwd(), 'src', 'app', name), 'utf8')
  const pages = pageEntries(appFile('route-loaders.ts'), appFile('page-routes.ts')).map(
    ({ module }) => `src/${module.replace(/^\.\.\//, '')}`,
  )
  const chunks = startChunks(MEMBER_SHELL, pages)
  return {
    plugins: [
      react(),
      hookWithoutI18nextRuntime(),
      embeddedMock(!env.VITE_API_BASE),
      firstCallsScript(inline),
      contentSecurityPolicy(env, inline),
      preloadStartup(landingPreloads),
      unpreloaded.plugin,
      chunks.plugin,
      prerenderLanding(inline, landingPreloads),
      bundleComposition(),
      // After prerenderLanding (closeBundle, post): it precaches the final index.html and app.html.
      installableApp(),
      // Last: index.html and app.html are complete only once prerenderLanding is done, and sw.js once
      // installableApp is.
      precompress(),
    ],
    resolve: {
      alias: [
        { find: 'styled-system', replacement: fileURLToPath(new URL('./styled-system', import.meta.url)) },
        // @xstate/react and wouter import use-sync-external-store's shim, which carries a copy of the
        // hook for React < 18; the same package's React 18+ builds use React's own (about 0.3 kB gzip
        // off the first route). Not its main entry for the hook itself: in development it logs an
        // error on load; src/lib/use-sync-external-store.ts re-exports React's hook instead.
        {
          find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
          replacement: 'use-sync-external-store/with-selector',
        },
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store.ts', import.meta.url)),
        },
      ],
    },
    build: {
      manifest: true,
      // The browsers package.json's `browserslist` declares (README, "Browsers"); the CSS (Panda) and
      // the compat check (scripts/check-compat.mjs) follow the same list.
      target: browserslistToEsbuild(),
      // No polyfill: a browser without <link rel="modulepreload"> (Safari before 17) ignores the
      // links and loads the same modules when the code imports them, only later. The preload
      // helper around dynamic imports stays, except for the page's and the member header's imports
      // (scripts/start-imports.ts): without it everywhere (`modulePreload: false`, tried on
      // 2026-11-27), a conversation's start lost its 51 appended links (21 ms at full CPU speed;
      // Lighthouse's blocking time 290 to 120 ms), but every later lazy import loaded its chunks'
      // imports one level at a time, and taps that open something got slower (bench:interactions,
      // 4x CPU, p75: send 88 to 112 ms, swipe like 88 to 104, the photo editor 56 to 96).
      modulePreload: { polyfill: false, resolveDependencies: unpreloaded.resolveDependencies },
      // Chunks are named by their hash alone: their names are repeated in every import between
      // chunks and in the preload map, and cost the first route about a kilobyte gzipped. The
      // manifest (.vite/manifest.json) says which source each chunk holds.
      rollupOptions: { output: { chunkFileNames: 'assets/[hash].js', codeSplitting: chunks.codeSplitting } },
      sourcemap: false,
    },
    server: { port: 5173, host: '127.0.0.1' },
    preview: { port: 47311, host: '127.0.0.1', strictPort: true },
  }
})
