/**
 * What the browser tests of the XSS suite share: a watch on the three dialogs and `window.__xss`
 * (every payload of xss-payloads.ts, if it ran, would touch one of them), a look for markup that
 * only an injection could have put in a view, and the exact texts a view rendered.
 */
import { expect } from 'vitest'

/**
 * Replaces alert / confirm / prompt with recorders (a real dialog would block the test page) and
 * returns what they recorded; call it once, in `beforeAll`.
 */
export function watchDialogs(): string[] {
  const hits: string[] = []
  for (const name of ['alert', 'confirm', 'prompt'] as const) {
    ;(window as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      hits.push(`${name}(${args.join(',')})`)
      return null
    }
  }
  return hits
}

/** Fails when a payload opened a dialog or set `window.__xss`. */
export function expectNothingRan(hits: readonly string[]): void {
  expect(hits, 'dialogs opened by a payload').toEqual([])
  expect((window as unknown as { __xss?: unknown }).__xss, 'window.__xss set by a payload').toBeUndefined()
}

/** Lets event handlers (onerror, onload, autofocus...) of anything injected fire before checking. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

/** Elements no view of ours renders; found in one, they came from a payload. */
const FOREIGN = 'script, iframe, object, embed, frame, base, meta, link, style, form, math, marquee, noscript'

/**
 * Markup in `root` that only an injection could have made: foreign elements, an inline handler
 * (React never writes `on*` attributes, it listens), or a link to a script or data URL.
 */
export function injectedMarkup(root: Element): string[] {
  const found: string[] = []
  for (const element of root.querySelectorAll(FOREIGN)) found.push(`<${element.localName}>`)
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      if (attribute.name.toLowerCase().startsWith('on')) found.push(`${element.localName}[${attribute.name}]`)
    }
    const href = element.getAttribute('href') ?? element.getAttribute('xlink:href')
    if (href && /^\s*(javascript|data|vbscript):/i.test(href))
      found.push(`${element.localName}[href=${href}]`)
  }
  return found
}

/** Every text node under `root`, as the DOM holds it (what the member reads, character for character). */
export function textsOf(root: Node): string[] {
  const texts: string[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push((node as Text).data)
  return texts
}
