/**
 * No text waits for the font, and its arrival moves nothing (issue 38, item 4). Montserrat is held
 * back at the network until the page has painted: the text must already be there in the local
 * stand-in with Montserrat's metrics (src/components/ui/styles/montserrat-fallback.css), then, once
 * Montserrat is let through and swapped in, the heading keeps its place and height and the layout
 * shifts of the swap add up to about nothing. On the landing page (prerendered index.html) and on a
 * member page (app.html).
 */
import type { Page, Route } from '@playwright/test'
import { expect, test } from './support/test'

const MONTSERRAT = /\/assets\/montserrat-[\w-]+\.woff2$/

/** Holds every Montserrat file until `release()`. */
async function holdMontserrat(page: Page) {
  let release!: () => void
  const released = new Promise<void>((done) => {
    release = done
  })
  await page.route(MONTSERRAT, async (route: Route) => {
    await released
    await route.continue()
  })
  return release
}

/** The family of the font the browser really drew the element's text with (DevTools' "Rendered Fonts"). */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return fonts.map((f) => f.familyName)
}

/** The heading's box and the box of its text (its width follows the glyphs). */
const measure = (page: Page) =>
  page.evaluate(() => {
    const h1 = document.querySelector('h1') as HTMLElement
    const range = document.createRange()
    range.selectNodeContents(h1)
    const box = h1.getBoundingClientRect()
    const text = range.getBoundingClientRect()
    return { top: box.top, height: box.height, textWidth: text.width, lines: range.getClientRects().length }
  })

/** Starts summing the layout shifts from now on (no `buffered`: the ones before do not count). */
const watchShifts = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __swapShift: number }
    w.__swapShift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[])
        if (!entry.hadRecentInput) w.__swapShift += entry.value
    }).observe({ type: 'layout-shift' })
  })

const montserratLoaded = (page: Page) =>
  page.waitForFunction(() =>
    [...document.fonts].some((f) => f.family.includes('Montserrat Variable') && f.status === 'loaded'),
  )

/** Two frames, so a shift caused by the swap has been painted and reported. */
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))

for (const { name, path, member } of [
  { name: 'the landing page', path: '/', member: false },
  { name: 'a member page (settings)', path: '/app/account/settings', member: true },
]) {
  test(`${name}: the text paints before Montserrat in a stand-in with its metrics, and the swap moves nothing`, async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    if (member) await signIn('premium')
    const release = await holdMontserrat(page)
    // Not `load`: the landing page preloads the font, so its load waits for the held file.
    await page.goto(path, { waitUntil: 'commit' })
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toBeVisible()
    if (member) await expect(page.locator('html[data-app-ready]')).toBeAttached()

    // The text is there, drawn in a local font given Montserrat's metrics (Liberation Sans here).
    const before = await measure(page)
    const fallback = await renderedFonts(page, 'h1')
    expect(fallback.join(), 'the heading is drawn in the stand-in').toMatch(
      /Liberation Sans|Arial|Arimo|Roboto/,
    )

    await watchShifts(page)
    release()
    await montserratLoaded(page)
    // Montserrat's rules come with fonts.css, which the page asks for after its first paint
    // (main.tsx): the heading is drawn again in it at the browser's next layout, not at a set frame.
    await expect
      .poll(async () => (await renderedFonts(page, 'h1')).join(), { message: 'Montserrat swapped in' })
      .toMatch(/Montserrat/)
    await twoFrames(page)

    const after = await measure(page)
    const shift = await page.evaluate(() => (window as unknown as { __swapShift: number }).__swapShift)
    console.log(
      `${path}: heading top ${before.top} -> ${after.top}, height ${before.height} -> ${after.height}, ` +
        `text width ${before.textWidth.toFixed(1)} -> ${after.textWidth.toFixed(1)}, lines ${before.lines} -> ${after.lines}, ` +
        `layout shift of the swap ${shift.toFixed(4)}`,
    )
    expect(Math.abs(after.top - before.top), 'the heading stays in place').toBeLessThanOrEqual(1)
    expect(Math.abs(after.height - before.height), 'the heading keeps its height').toBeLessThanOrEqual(1)
    expect(after.lines).toBe(before.lines)
    expect(shift, 'the layout shift of the swap').toBeLessThan(0.005)
  })
}
