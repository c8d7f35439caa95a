/**
 * Appending the stored session id to a call's address (spec section 7: "appended as a query parameter
 * when present and not already in the path"). Pure, so the rule is tested on its own.
 */

export const SESSION_ID_PARAM = 'session_id'

/** True when the address already carries a session id, in its query or anywhere in its path. */
export function hasSessionId(url: string): boolean {
  const withoutHash = url.split('#', 1)[0] ?? ''
  const queryStart = withoutHash.indexOf('?')
  const path = queryStart === -1 ? withoutHash : withoutHash.slice(0, queryStart)
  const query = queryStart === -1 ? '' : withoutHash.slice(queryStart + 1)
  return path.includes(SESSION_ID_PARAM) || new URLSearchParams(query).has(SESSION_ID_PARAM)
}

/**
 * The address with `session_id=<id>` added to its query, before any `#fragment`; unchanged when there
 * is no session id or the address already has one (the user lookup puts it there itself).
 */
export function withSessionId(url: string, sessionId: string | null | undefined): string {
  if (!sessionId || hasSessionId(url)) return url
  const hashAt = url.indexOf('#')
  const base = hashAt === -1 ? url : url.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : url.slice(hashAt)
  const queryStart = base.indexOf('?')
  const query = queryStart === -1 ? null : base.slice(queryStart + 1)
  const separator = query === null ? '?' : query === '' || query.endsWith('&') ? '' : '&'
  return `${base}${separator}${SESSION_ID_PARAM}=${encodeURIComponent(sessionId)}${hash}`
}
