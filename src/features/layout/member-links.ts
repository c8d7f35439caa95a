/** The member's five destinations: the header's links on wide screens, the tab bar on phones. */
export const MEMBER_LINKS = [
  { href: '/app/search', label: 'nav.search', short: 'nav.search', icon: 'search' },
  { href: '/app/swipe', label: 'nav.swipe', short: 'nav.swipe', icon: 'swipe' },
  { href: '/app/chat', label: 'nav.chat', short: 'nav.chat', icon: 'chat' },
  { href: '/app/vote', label: 'nav.vote', short: 'nav.vote', icon: 'vote' },
  { href: '/app/account/settings', label: 'nav.account', short: 'nav.accountShort', icon: 'account' },
] as const

export type MemberLink = (typeof MEMBER_LINKS)[number]

/** Whether `location` is the link's page or one under it (/app/chat/... is under Messages). */
export function isCurrent(location: string, href: string): boolean {
  if (location === href || location.startsWith(`${href}/`)) return true
  // Every account page belongs to the Compte tab.
  return href === '/app/account/settings' && location.startsWith('/app/account/')
}

/** The pages a tab leads to, and home: the phone's top bar shows the logo there, a back arrow elsewhere. */
export function isTopLevel(location: string): boolean {
  return location === '/app' || MEMBER_LINKS.some((link) => link.href === location)
}
