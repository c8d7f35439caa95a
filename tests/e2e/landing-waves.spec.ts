/**
 * The landing page's hydration in waves of imports (issue 38, item 3): at most two. A wave is one
 * round trip: the scripts the page asks for before it can go on without an answer. On a cold visit
 * the landing page paints from its HTML, then asked for its scripts level by level (the entry, React
 * and the app, the machines and the page, the page's imports...): six waves, a round trip each on a
 * phone's network, about 180 KB of scripts in all.
 *
 * Counted without a clock: every script the page asks for is held, and the held ones are answered
 * together only once the page has nothing more to ask for (no new request, its main thread idle):
 * each release is a wave, and the page's scripts fall into as many waves as the chain of imports
 * it needs is deep. The same build gives the same waves on a busy machine; only a page that keeps
 * working for longer than the quiet period below would split a wave, which makes a count higher,
 * never lower.
 */
import type { Page, Route } from '@playwright/test'
import { expect, test } from './support/test'

/** The bound: the landing page's hydration comes in at most two waves of imports. */
const MAX_WAVES = 2

/** How long the page must ask for nothing more, its main thread idle, before the held scripts go. */
const QUIET_MS = 500

/** Resolves once the page's main thread has been idle (a requestIdleCallback ran). */
const idle = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })),
  )

test('the landing page hydrates in at most two waves of imports', async ({ browser }, testInfo) => {
  test.setTimeout(90_000)
  // A first visit: empty cache and storage, no service worker (it would answer from its precache).
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: 'fr-FR',
    serviceWorkers: 'block',
  })
  const page = await context.newPage()
  const held: Route[] = []
  let asked = 0
  // Scripts only: the HTML, the CSS and the font come as they would; the scripts are what chain.
  await page.route(
    (url) =>
      url.origin === new URL(String(testInfo.project.use.baseURL)).origin && /\.m?js$/.test(url.pathname),
    (route) => {
      held.push(route)
      asked += 1
    },
  )

  /** Waits until the page asks for nothing more for QUIET_MS with its main thread idle. */
  async function quiet() {
    for (;;) {
      const before = asked
      await idle(page)
      await page.waitForTimeout(QUIET_MS)
      await idle(page)
      if (asked === before) return
    }
  }

  const loading = page.goto('/', { waitUntil: 'commit' })
  await loading
  const waves: string[][] = []
  for (;;) {
    await quiet()
    if (held.length === 0) break
    const wave = held.splice(0)
    waves.push(wave.map((route) => new URL(route.request().url()).pathname))
    await Promise.all(wave.map((route) => route.continue()))
  }

  // The count is of a page that works: the app took over the prerendered landing page.
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  const summary = waves.map((wave, i) => `wave ${i + 1}: ${wave.length} (${wave.join(' ')})`)
  testInfo.annotations.push({ type: 'landing waves', description: summary.join('; ') })
  console.log(`landing page, cold: ${waves.length} waves of imports\n  ${summary.join('\n  ')}`)
  expect(
    waves.length,
    `the landing page's imports came in more than ${MAX_WAVES} waves:\n${summary.join('\n')}`,
  ).toBeLessThanOrEqual(MAX_WAVES)
  await context.close()
})
