/**
 * The sizes and colour modes every page and dialog is checked at by both accessibility engines: the
 * phone and the laptop of spec section 2's breakpoint, each light and dark. One page load serves all
 * four: the viewport and the system colour scheme change in place, as they do when a person turns a
 * tablet or their system switches to dark at sunset.
 */
import { expect, type Page } from '@playwright/test'

export const A11Y_LOOKS = [
  { width: 390, height: 844, scheme: 'light' },
  { width: 390, height: 844, scheme: 'dark' },
  { width: 1366, height: 768, scheme: 'light' },
  { width: 1366, height: 768, scheme: 'dark' },
] as const

export type A11yLook = (typeof A11Y_LOOKS)[number]

export const lookName = (look: A11yLook) => `${look.width}x${look.height} ${look.scheme}`

/**
 * Puts the page in this look and waits for the app's scheme to follow the system's. When it does not,
 * the failure says what the page saw: whether its own `matchMedia` follows the emulated scheme (the
 * browser's side) and whether the document is still the one the look began on (a reload in between).
 */
export async function applyLook(page: Page, look: A11yLook): Promise<void> {
  const documentBefore = await page.evaluate(() => performance.timeOrigin)
  await page.setViewportSize({ width: look.width, height: look.height })
  await page.emulateMedia({ colorScheme: look.scheme })
  const html = page.locator('html')
  try {
    if (look.scheme === 'dark') await expect(html).toHaveClass(/(^|\s)dark(\s|$)/)
    else await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/)
  } catch (error) {
    // The page may be navigating right now: its context is then gone, and that must not hide the
    // assertion's own message.
    const seen = await page
      .evaluate(() => ({
        systemDark: matchMedia('(prefers-color-scheme: dark)').matches,
        document: performance.timeOrigin,
        className: document.documentElement.className,
      }))
      .catch(() => null)
    if (!seen)
      throw new Error(`${lookName(look)}: no answer from the page (navigating?) (${page.url()})\n${error}`)
    const reloaded = seen.document !== documentBefore ? 'a new document' : 'the same document'
    throw new Error(
      `${lookName(look)}: <html class="${seen.className}"> while the page's matchMedia says dark=${seen.systemDark}, on ${reloaded} (${page.url()})\n${error}`,
    )
  }
}
