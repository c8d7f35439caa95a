/**
 * `npm run screenshots:first-paint`: what a member page shows before any script has run (issue 38:
 * the first paint comes from the HTML), photographed with JavaScript turned off, from the production
 * build served as production serves it (nginx over TLS and HTTP/2, scripts/bench-support.mjs), at
 * 390x844 and 1366x768, light and dark, in French and in English. Writes
 * docs/screenshots/first-paint/<page>-<lang>-<scheme>-<width>x<height>.png. Not a test: it asserts
 * nothing; look at the pictures.
 *
 * The pages: /app, /app/search/result, the demo member's newest conversation, /app/swipe,
 * /app/account/settings, and that member's profile (a shared profile link) as a member and as a
 * visitor with no login.
 *
 * How the server knows the language and whether a login is kept before any script runs: the cookies
 * the app writes beside its stored preferences (flirt_lang: fr, en or es; flirt_member: 1 or 0; see
 * src/lib/shell-cookies.ts once the shells of issue 38 are in). Here they are set on the browser
 * context, as a member's browser would carry them. The colour scheme is the system's
 * (prefers-color-scheme), the only one a page without scripts can follow; the stored login in
 * localStorage plays no part in a first paint.
 *
 *   npm run screenshots:first-paint                 build dist/ first (end-to-end configuration)
 *   npm run screenshots:first-paint -- --no-build   shoot the build in dist/ as it is
 *   E2E_SLOT=1 npm run screenshots:first-paint      servers on the end-to-end slot 1's ports
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import {
  APP_URL,
  buildApp,
  demoConversationPath,
  demoStoredLogin,
  root,
  serveApp,
  stopServers,
} from './bench-support.mjs'
import { chromiumArgs } from './chromium.mjs'
import { findChromium } from './find-chromium.mjs'

const OUT_DIR = 'dist'
const SHOTS = join(root, 'docs', 'screenshots', 'first-paint')
const VIEWPORTS = [
  { width: 390, height: 844, mobile: true },
  { width: 1366, height: 768, mobile: false },
]
const SCHEMES = ['light', 'dark']
const LANGUAGES = ['fr', 'en']

async function main() {
  const build = !process.argv.includes('--no-build')
  const chromium = await findChromium()
  if (!chromium) throw new Error('no Chromium found: run `npm run chromium` for how to get one')
  await buildApp({ build, outDir: OUT_DIR })
  await serveApp({ outDir: OUT_DIR })

  const conversation = await demoConversationPath(await demoStoredLogin())
  const profile = conversation.replace('/app/chat/', '/app/users/')
  const pages = [
    { name: 'home', path: '/app', member: true },
    { name: 'search-result', path: '/app/search/result', member: true },
    { name: 'conversation', path: conversation, member: true },
    { name: 'swipe', path: '/app/swipe', member: true },
    { name: 'settings', path: '/app/account/settings', member: true },
    { name: 'profile', path: profile, member: true },
    { name: 'profile-visitor', path: profile, member: false },
  ]

  mkdirSync(SHOTS, { recursive: true })
  const { chromium: playwright } = await import('playwright')
  const browser = await playwright.launch({ executablePath: chromium.path, args: chromiumArgs })
  let count = 0
  try {
    for (const viewport of VIEWPORTS)
      for (const colorScheme of SCHEMES)
        for (const lang of LANGUAGES) {
          const context = await browser.newContext({
            javaScriptEnabled: false,
            ignoreHTTPSErrors: true,
            viewport: { width: viewport.width, height: viewport.height },
            isMobile: viewport.mobile,
            hasTouch: viewport.mobile,
            deviceScaleFactor: 1,
            colorScheme,
            locale: lang === 'fr' ? 'fr-FR' : 'en-GB',
            // The service worker would answer from its cache: a first visit has none.
            serviceWorkers: 'block',
          })
          try {
            for (const page of pages) {
              await context.clearCookies()
              await context.addCookies([
                { name: 'flirt_lang', value: lang, url: APP_URL },
                { name: 'flirt_member', value: page.member ? '1' : '0', url: APP_URL },
              ])
              const tab = await context.newPage()
              // `load`: the HTML, its CSS and its images; no script runs, so that is the whole paint.
              await tab.goto(`${APP_URL}${page.path}`, { waitUntil: 'load' })
              const file = `${page.name}-${lang}-${colorScheme}-${viewport.width}x${viewport.height}.png`
              await tab.screenshot({ path: join(SHOTS, file) })
              await tab.close()
              count++
            }
          } finally {
            await context.close()
          }
        }
  } finally {
    await browser.close()
  }
  console.log(`screenshots:first-paint: ${count} screenshots in ${SHOTS.slice(root.length)}`)
}

try {
  await main()
} catch (error) {
  console.error(`screenshots:first-paint failed: ${error.message}`)
  process.exitCode = 1
} finally {
  stopServers()
}
