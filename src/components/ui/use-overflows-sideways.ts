/**
 * Whether an element's content is wider than its box (a row that scrolls sideways), kept up to date
 * as either changes size. A row that scrolls must then be reachable from the keyboard (focusable,
 * so the arrow keys scroll it: axe's scrollable-region-focusable), and only then: a row that fits
 * would be a tab stop with nothing to do.
 */
import { type RefObject, useLayoutEffect, useState } from 'react'

/** `content`: what the element shows (its chips' words, say): measured again when it changes. */
export function useOverflowsSideways(ref: RefObject<HTMLElement | null>, content: string): boolean {
  const [overflows, setOverflows] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `content` is what the element holds; when it changes, its new children are observed and measured
  useLayoutEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver !== 'function') return
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1)
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    // The content too: a chip reworded changes the width without resizing the box (and new chips
    // are other children: `content` changes, and this runs again for them).
    for (const child of element.children) observer.observe(child)
    return () => observer.disconnect()
  }, [ref, content])
  return overflows
}
