/**
 * The safe redirect parser: a `redirect` parameter is followed only to same-origin paths under /app
 * (ARCHITECTURE.md). Anything else, including the classic bypasses (`//evil`, `/\evil`, `%5c`, tabs and
 * newlines, `http:evil`, `javascript:`), yields the default `/app`. It never throws.
 */
export const DEFAULT_REDIRECT = '/app'

// Browsers strip tabs and newlines from URLs and treat `\` like `/`, so both are refused outright
// rather than normalised: a parser that "cleans" input is one that can be fooled into cleaning it
// into something else.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what we refuse
const FORBIDDEN = /[\u0000-\u001f\u007f\\]|%5c|%09|%0a|%0d|%00/i

export function safeRedirect(
  raw: unknown,
  origin: string = globalThis.location?.origin ?? 'http://localhost',
): string {
  try {
    if (typeof raw !== 'string' || raw === '' || raw.length > 2048) return DEFAULT_REDIRECT
    if (FORBIDDEN.test(raw)) return DEFAULT_REDIRECT
    // Only absolute paths are accepted: `//host` is protocol-relative and anything with a scheme
    // (`http:evil`, `javascript:`) is not a path at all.
    if (!raw.startsWith('/') || raw.startsWith('//')) return DEFAULT_REDIRECT
    const base = new URL(origin)
    const url = new URL(raw, base)
    if (url.origin !== base.origin) return DEFAULT_REDIRECT
    if (url.username || url.password) return DEFAULT_REDIRECT
    const path = url.pathname
    if (path !== '/app' && !path.startsWith('/app/')) return DEFAULT_REDIRECT
    // An encoded slash could become `//` after a later decode by someone else's router.
    if (/%2f/i.test(path) && decodeURIComponent(path).includes('//')) return DEFAULT_REDIRECT
    return `${path}${url.search}${url.hash}`
  } catch {
    return DEFAULT_REDIRECT
  }
}
