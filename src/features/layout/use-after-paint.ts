/**
 * `useAfterPaint(value)`: the value, whose changes reach the component only after the browser has
 * painted the frame that follows them (`afterNextPaint`), and then in a transition (sliced,
 * interruptible). For work a tap starts but its feedback does not need, the next page or a dialog's
 * content: the tap's frame (what Event Timing and INP measure) paints first, whatever that work
 * costs. `useDeferredValue` alone does not promise that: its background render often commits before
 * the browser paints.
 */
import { startTransition, useEffect, useState } from 'react'
import { afterNextPaint } from '../../lib/after-next-paint'

export function useAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value)
  useEffect(() => {
    if (Object.is(shown, value)) return
    return afterNextPaint(() => startTransition(() => setShown(value)))
  }, [shown, value])
  return shown
}
