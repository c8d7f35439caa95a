/**
 * The app's Content-Security-Policy, served as a header by `vite preview` (and by any real host: see
 * the README). Nothing inline runs on the app's pages but what the build names by its hash (the
 * pages' first scripts and the shells' first-paint CSS): scripts and styles come from our own origin;
 * the API and the WebSocket are the only other places it talks to or loads pictures from.
 *
 * Ads are third-party HTML with scripts. A `srcdoc` iframe would inherit this policy (their scripts
 * would never run), so ads render in `/ad-frame.html`, a document of its own with its own, looser
 * policy, always inside `sandbox="allow-scripts allow-popups"` without allow-same-origin: an opaque
 * origin that can reach neither our storage nor our DOM.
 */
import { createHash } from 'node:crypto'

export interface CspTargets {
  /** The API's origin (VITE_API_BASE); photos are served from it too. */
  apiBase?: string | undefined
  /** The WebSocket address (VITE_WS_URL). */
  wsUrl?: string | undefined
  /**
   * The contents of the pages' inline <script> and <style> elements (the pages' first scripts and
   * the shells' first-paint CSS, issue 38): allowed by their hash, each exactly as written, and
   * nothing else inline.
   */
  inlineScripts?: readonly string[] | undefined
  inlineStyles?: readonly string[] | undefined
}

/** An inline text's hash (`sha256-<base64 of its SHA-256>`), as CSP Level 2 names it. */
export function scriptHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`
}

/** The CSP source allowing an inline element whose text is `content` (CSP 3, hash-source). */
export const cspHash = (content: string): string => `'${scriptHash(content)}'`

const originOf = (url: string | undefined): string | null => {
  if (!url) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/** `ws://host:port/ws` → `ws://host:port` (CSP sources match on scheme, host and port). */
const wsSourceOf = (url: string | undefined): string | null => {
  if (!url) return null
  try {
    const parsed = new URL(url)
    return `${parsed.protocol}//${parsed.host}`
  } catch {
    return null
  }
}

const join = (directives: Record<string, (string | null)[]>): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources.filter((s): s is string => !!s)].join(' '))
    .join('; ')

/** The policy of every app page. */
export function appCsp({ apiBase, wsUrl, inlineScripts = [], inlineStyles = [] }: CspTargets = {}): string {
  const api = originOf(apiBase)
  const ws = wsSourceOf(wsUrl)
  return join({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScripts.map(cspHash)],
    'style-src': ["'self'", ...inlineStyles.map(cspHash)],
    'img-src': ["'self'", 'data:', 'blob:', api],
    'font-src': ["'self'"],
    'connect-src': ["'self'", api, ws],
    'frame-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  })
}

/** The policy of `/ad-frame.html`: the ad's own scripts and pictures run, nothing frames it but us. */
export function adFrameCsp(): string {
  return join({
    'default-src': ["'none'"],
    'script-src': ["'self'", "'unsafe-inline'", 'https:'],
    'style-src': ["'unsafe-inline'", 'https:'],
    'img-src': ['data:', 'https:'],
    'font-src': ['https:'],
    'connect-src': ['https:'],
    'frame-ancestors': ["'self'"],
  })
}
