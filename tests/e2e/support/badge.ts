/** The app icon's badge as the app sets it, recorded: Chromium has the Badging API only for installed apps. */
import type { Page } from '@playwright/test'

/** Stands in for `navigator.setAppBadge`/`clearAppBadge` from the page's start; returns what was asked of them. */
export async function recordAppBadge(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const calls: string[] = []
    Object.assign(window, { badgeCalls: calls })
    Object.assign(navigator, {
      setAppBadge: async (count?: number) => void calls.push(`set ${count}`),
      clearAppBadge: async () => void calls.push('clear'),
    })
  })
  return () => page.evaluate(() => (window as unknown as { badgeCalls: string[] }).badgeCalls)
}
