/**
 * What the walk looks for in a page, run inside the page by either driver (a function's source
 * evaluated there): elements by CSS and accessible name, open shadow roots included (the widget
 * lives in one), visible ones only. WebDriver's and puppeteer's own selectors differ and neither
 * reads accessible names the same way, so one in-page finder keeps the walk identical on both.
 */

/** A query: a CSS selector, and optionally the element's name (aria-label, its label, its text). */
export interface Query {
  css: string
  name?: string
  /** 'exact' (default), 'contains' or 'starts'. */
  match?: 'exact' | 'contains' | 'starts'
  /** Only inside an element matching this CSS (a dialog, a region), itself visible. */
  within?: string
  /** ...whose name is this (exact). */
  withinName?: string
  /** Hidden elements count too (a file input behind its button). */
  hidden?: boolean
}

/** Runs in the page: every element matching the query, in document order. */
export function findAll(q: Query): Element[] {
  const all: Element[] = []
  const walk = (root: Document | ShadowRoot) => {
    for (const el of root.querySelectorAll('*')) {
      all.push(el)
      if (el.shadowRoot) walk(el.shadowRoot)
    }
  }
  walk(document)
  const text = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim()
  const byIds = (el: Element, ids: string) =>
    ids
      .split(/\s+/)
      .map((id) => {
        const root = el.getRootNode() as Document | ShadowRoot
        return text(root.getElementById?.(id)?.textContent ?? document.getElementById(id)?.textContent)
      })
      .join(' ')
  const name = (el: Element) => {
    if (el instanceof HTMLImageElement) return text(el.alt)
    const label = el.getAttribute('aria-label')
    if (label) return text(label)
    const ids = el.getAttribute('aria-labelledby')
    if (ids) return text(byIds(el, ids))
    const labels = (el as HTMLInputElement).labels
    if (labels?.length) return text(labels[0]?.textContent)
    return text(el.textContent)
  }
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden'
  }
  const matches = (el: Element) => {
    if (!el.matches(q.css)) return false
    if (!q.hidden && !visible(el)) return false
    if (q.within) {
      let up: Node | null = el
      let inside = false
      while (up) {
        if (
          up instanceof Element &&
          up.matches(q.within) &&
          visible(up) &&
          (q.withinName === undefined || name(up) === q.withinName)
        )
          inside = true
        up = up.parentNode ?? (up instanceof ShadowRoot ? up.host : null)
      }
      if (!inside) return false
    }
    if (q.name === undefined) return true
    const n = name(el)
    if (q.match === 'contains') return n.includes(q.name)
    if (q.match === 'starts') return n.startsWith(q.name)
    return n === q.name
  }
  return all.filter(matches)
}

/** Runs in the page from document start where the driver can (Firefox), else right after each load. */
export function recordErrors(): void {
  const w = window as unknown as { __engineErrors?: string[] }
  if (w.__engineErrors) return
  const errors: string[] = []
  w.__engineErrors = errors
  window.addEventListener('error', (e) => errors.push(`${e.message} at ${e.filename}:${e.lineno}`))
  window.addEventListener('unhandledrejection', (e) => {
    const reason = e.reason as { name?: string; message?: string; stack?: string } | undefined
    errors.push(`unhandled rejection: ${reason?.name ?? ''} ${reason?.message ?? String(e.reason)}`)
  })
}

/**
 * What the app uses that an engine may lack, how to tell, and the fallback the app takes then. The
 * walk prints the ones each engine lacks: passing there proves the fallback works. A probe is an
 * expression whose value, or the value of the promise it gives, is truthy where the engine has it.
 */
export const FEATURES: { name: string; probe: string; fallback: string }[] = [
  {
    name: 'Web Locks (navigator.locks)',
    probe: "'locks' in navigator",
    fallback: 'every tab opens its own socket, no leader (socket.tabs.ts)',
  },
  {
    name: 'BroadcastChannel',
    probe: "typeof BroadcastChannel === 'function'",
    fallback: 'no tab relay: each tab listens on its own socket (socket.setup.ts)',
  },
  {
    name: 'visualViewport',
    probe: "'visualViewport' in window && !!window.visualViewport",
    fallback: 'no keyboard inset under the composer (use-keyboard-inset.ts)',
  },
  {
    name: 'requestIdleCallback',
    probe: "typeof requestIdleCallback === 'function'",
    fallback: 'setTimeout instead (first-page-shown.ts, widget loader)',
  },
  {
    name: 'scheduler.yield',
    probe: "typeof globalThis.scheduler?.yield === 'function'",
    fallback: 'a setTimeout(0) turn instead (yield-to-main.ts)',
  },
  {
    name: 'App Badging (navigator.setAppBadge)',
    probe: "typeof navigator.setAppBadge === 'function'",
    fallback: 'the unread count in the title only (app-badge.ts)',
  },
  {
    name: 'OffscreenCanvas',
    probe: "typeof OffscreenCanvas === 'function'",
    fallback: 'an HTMLCanvasElement re-encodes the photo (lib/image/reencode.ts)',
  },
  {
    // WebKit rejects with "InvalidStateError: Unable to read form data blob" (issue 40's walk).
    name: 'reading back a multipart body holding a file (Request.arrayBuffer on a FormData with a Blob)',
    probe:
      "(() => { const form = new FormData(); form.append('file', new Blob(['x']), 'x.jpg'); return new Request('/', { method: 'POST', body: form }).arrayBuffer().then(() => true, () => false) })()",
    fallback: 'XMLHttpRequest sends the FormData itself, with its own boundary (api/upload-progress.ts)',
  },
  {
    name: 'Event Timing (PerformanceObserver "event")',
    probe: "PerformanceObserver.supportedEntryTypes?.includes('event') === true",
    fallback: 'no interaction timing recorded (main.tsx)',
  },
]
