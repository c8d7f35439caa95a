/**
 * The cookies nginx picks a page's prerendered shell by (src/app/shell-routes.ts names them): written
 * when the language or the login changes, so the next page the server sends is in the member's
 * language, with the member's header. They hold no secret: a language, and whether a login is kept.
 */
const TAIL = ';path=/;max-age=31536000;samesite=lax'

export const LANGUAGE_COOKIE = 'flirt_lang'
export const MEMBER_COOKIE = 'flirt_member'

export function writeShellCookie(name: typeof LANGUAGE_COOKIE | typeof MEMBER_COOKIE, value: string): void {
  if (typeof document === 'undefined') return
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the app supports (Safari before 18.4), and this write is synchronous on purpose: the next page load must carry it
    document.cookie = `${name}=${value}${TAIL}`
  } catch {
    // A document whose cookies are blocked: the shells' first script hides a shell that does not fit.
  }
}
