/**
 * `@tanstack/react-virtual`'s `useVirtualizer` as the chat's message history uses it, without the
 * windowing: every row is rendered and measured, rows are placed one after the other, and the list
 * sticks to its end when it was there (`followOnAppend`). A conversation in the widget is short;
 * the virtualizer's ~10 KB gzip is not worth a fifth of the widget's budget. The widget build aliases
 * `@tanstack/react-virtual` here (vite.widget.config.ts); the app keeps the real one.
 */
import { useCallback, useLayoutEffect, useReducer, useRef } from 'react'

type Key = string | number

export interface VirtualizerOptions {
  count: number
  getScrollElement: () => HTMLElement | null
  estimateSize: (index: number) => number
  getItemKey?: (index: number) => Key
  followOnAppend?: boolean
  scrollEndThreshold?: number
  // Accepted and ignored: everything is rendered, so there is nothing to overscan or anchor.
  overscan?: number
  anchorTo?: 'start' | 'end'
}

export interface VirtualItem {
  key: Key
  index: number
  start: number
  size: number
  end: number
}

export function useVirtualizer(options: VirtualizerOptions) {
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  const latest = useRef(options)
  latest.current = options
  const sizes = useRef(new Map<Key, number>()).current
  const atEnd = useRef(true)
  const keyAt = (index: number) => latest.current.getItemKey?.(index) ?? index

  const observer = useRef<ResizeObserver | null>(null)
  const measure = useCallback(
    (element: Element) => {
      const index = Number((element as HTMLElement).dataset.index)
      if (!Number.isInteger(index)) return
      const key = latest.current.getItemKey?.(index) ?? index
      const size = element.getBoundingClientRect().height
      if (sizes.get(key) === size) return
      sizes.set(key, size)
      rerender()
    },
    [sizes],
  )

  const measureElement = useCallback(
    (element: Element | null) => {
      if (!element) return
      observer.current ??= new ResizeObserver((entries) => {
        for (const entry of entries) if (entry.target.isConnected) measure(entry.target)
      })
      observer.current.observe(element)
      measure(element)
    },
    [measure],
  )

  const items: VirtualItem[] = []
  let total = 0
  for (let index = 0; index < options.count; index++) {
    const key = keyAt(index)
    const size = sizes.get(key) ?? options.estimateSize(index)
    items.push({ key, index, start: total, size, end: total + size })
    total += size
  }

  const isAtEnd = (threshold = options.scrollEndThreshold ?? 0) => {
    const el = options.getScrollElement()
    return !el || el.scrollHeight - el.scrollTop - el.clientHeight <= threshold
  }
  const scrollToEnd = () => {
    const el = latest.current.getScrollElement()
    if (el) el.scrollTop = el.scrollHeight
    atEnd.current = true
  }

  // Whether the member is at the end is known from their scrolling; new rows and new sizes keep
  // them there, as the virtualizer's followOnAppend does.
  useLayoutEffect(() => {
    const el = options.getScrollElement()
    if (!el) return
    const onScroll = () => {
      atEnd.current = isAtEnd()
    }
    el.addEventListener('scroll', onScroll, { passive: true })
    return () => el.removeEventListener('scroll', onScroll)
  })
  useLayoutEffect(() => {
    if (latest.current.followOnAppend && atEnd.current) scrollToEnd()
  })
  useLayoutEffect(() => () => observer.current?.disconnect(), [])

  return {
    getVirtualItems: () => items,
    getTotalSize: () => total,
    measureElement,
    scrollToEnd,
    isAtEnd,
  }
}
