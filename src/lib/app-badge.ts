/**
 * The unread count on the installed app's icon (Badging API: Chromium on desktop, Safari on iOS
 * and macOS for installed web apps), where the browser has it; elsewhere nothing happens. A browser
 * may refuse (no permission, not installed): the badge is a nicety, never an error.
 */
interface BadgingNavigator {
  setAppBadge?: (count?: number) => Promise<void>
  clearAppBadge?: () => Promise<void>
}

export function showAppBadge(count: number, nav: BadgingNavigator | undefined = globalThis.navigator): void {
  if (!nav?.setAppBadge || !nav.clearAppBadge) return
  const done = count > 0 ? nav.setAppBadge(count) : nav.clearAppBadge()
  done.catch(() => {})
}
