/**
 * The shell's layout as measured in the page: whether something is on the first screen without
 * scrolling, whether the page overflows sideways, and which labels of the header and the
 * navigation are cut (their text wider than their box, or their box outside the screen or outside
 * a clipping parent).
 */
import { expect, type Locator, type Page } from '@playwright/test'

export class ShellLayout {
  constructor(readonly page: Page) {}

  /** The element is wholly inside the first viewport, the page not scrolled. */
  async expectOnFirstScreen(locator: Locator, what: string): Promise<void> {
    await expect(locator, what).toBeVisible()
    const { scrollY, innerHeight, innerWidth } = await this.page.evaluate(() => ({
      scrollY: window.scrollY,
      innerHeight: window.innerHeight,
      innerWidth: window.innerWidth,
    }))
    expect(scrollY, `${what}: the page was not scrolled`).toBe(0)
    const box = await locator.boundingBox()
    expect(box, `${what}: has a box`).not.toBeNull()
    if (!box) return
    const where = `${what}: top ${Math.round(box.y)}, bottom ${Math.round(box.y + box.height)} of ${innerHeight}`
    expect(box.y, where).toBeGreaterThanOrEqual(0)
    expect(box.y + box.height, where).toBeLessThanOrEqual(innerHeight + 0.5)
    expect(box.x, where).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width, where).toBeLessThanOrEqual(innerWidth + 0.5)
  }

  /**
   * On the first screen and, on a phone, above the tab bar (the one navigation at the screen's foot),
   * not hidden behind it.
   */
  async expectAboveTabBar(locator: Locator, what: string): Promise<void> {
    await this.expectOnFirstScreen(locator, what)
    const bar = await this.page
      .getByRole('navigation', { name: 'Navigation principale' })
      .last()
      .boundingBox()
    const viewport = this.page.viewportSize()
    if (!bar || !viewport || bar.y < viewport.height / 2) return
    const box = await locator.boundingBox()
    if (!box) return
    expect(
      Math.round(box.y + box.height),
      `${what}: bottom ${Math.round(box.y + box.height)}, tab bar's top ${Math.round(bar.y)}`,
    ).toBeLessThanOrEqual(Math.round(bar.y))
  }

  /** Nothing wider than the screen: no sideways scrolling. */
  async expectNoSidewaysOverflow(what: string): Promise<void> {
    const { scrollWidth, clientWidth } = await this.page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }))
    expect(
      scrollWidth,
      `${what}: page ${scrollWidth} px wide in a ${clientWidth} px screen`,
    ).toBeLessThanOrEqual(clientWidth)
  }

  /**
   * Every visible link, button and label of the header, the navigations and the tab bar whose text
   * does not fit: described as "<text>: why". Empty when nothing is cut.
   */
  cutLabels(): Promise<string[]> {
    return this.page.evaluate(() => {
      const cut: string[] = []
      const screenWidth = document.documentElement.clientWidth
      const scopes = [...document.querySelectorAll('header, nav')]
      const seen = new Set<Element>()
      for (const scope of scopes) {
        for (const el of scope.querySelectorAll(
          'a, button, [aria-hidden="true"], [role="status"], span, p',
        )) {
          if (seen.has(el)) continue
          seen.add(el)
          const text = el.textContent?.trim()
          const rect = el.getBoundingClientRect()
          const style = getComputedStyle(el)
          if (!text || rect.width === 0 || rect.height === 0 || style.visibility === 'hidden') continue
          // Visually hidden text (kept for screen readers) is not a label anyone sees.
          if (rect.width <= 1 && rect.height <= 1) continue
          const name = text.replace(/\s+/g, ' ').slice(0, 40)
          if (style.display !== 'inline' && el.scrollWidth > el.clientWidth + 1) {
            // What sits over the box on purpose (a count badge on its icon's corner, positioned
            // absolutely) is not its text overflowing: measured again without those overlays.
            const overlays = [...el.querySelectorAll<HTMLElement>('*')].filter((d) =>
              ['absolute', 'fixed'].includes(getComputedStyle(d).position),
            )
            const displays = overlays.map((d) => d.style.display)
            for (const d of overlays) d.style.display = 'none'
            const overflowing = el.scrollWidth > el.clientWidth + 1
            overlays.forEach((d, i) => {
              d.style.display = displays[i] ?? ''
            })
            if (overflowing) cut.push(`${name}: text ${el.scrollWidth} px in a ${el.clientWidth} px box`)
          }
          if (rect.left < -0.5 || rect.right > screenWidth + 0.5)
            cut.push(
              `${name}: ${Math.round(rect.left)}..${Math.round(rect.right)} outside the ${screenWidth} px screen`,
            )
          // A parent that clips (overflow other than visible) and ends before the label does.
          for (
            let parent = el.parentElement;
            parent && parent !== document.body;
            parent = parent.parentElement
          ) {
            const ps = getComputedStyle(parent)
            if (ps.overflowX === 'visible' && ps.overflowY === 'visible') continue
            const pr = parent.getBoundingClientRect()
            if (pr.width <= 1 && pr.height <= 1) break
            if (rect.left < pr.left - 0.5 || rect.right > pr.right + 0.5 || rect.bottom > pr.bottom + 0.5)
              cut.push(
                `${name}: clipped by its ${parent.tagName.toLowerCase()} (${Math.round(pr.left)}..${Math.round(pr.right)})`,
              )
            break
          }
        }
      }
      return cut
    })
  }
}
