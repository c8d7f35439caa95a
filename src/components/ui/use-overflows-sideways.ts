/**
 * Whether an element's content is wider than its box (a row that scrolls sideways), kept up to date
 * as either changes size. A row that scrolls must then be reachable from the keyboard (focusable,
 * so the arrow keys scroll it: axe's scrollable-region-focusable), and only then: a row that fits
 * would be a tab stop with nothing to do.
 */
import { type RefObject, useLayoutEffect, useState } from 'react'

export function useOverflowsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver !== 'function') return
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1)
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    // The content too: a chip added or reworded changes the width without resizing the box.
    for (const child of element.children) observer.observe(child)
    return () => observer.disconnect()
  }, [ref])
  return overflows
}
