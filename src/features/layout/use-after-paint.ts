/**
 * `useAfterPaint(value)`: the value, whose changes reach the component only after the browser has
 * painted the frame that follows them (`afterNextPaint`), and then in a transition (sliced,
 * interruptible). For work a tap starts but its feedback does not need, the next page or a dialog's
 * content: the tap's frame (what Event Timing and INP measure) paints first, whatever that work
 * costs. `useDeferredValue` alone does not promise that: its background render often commits before
 * the browser paints. With `initial`, the component starts at it and gets `value` after its own first
 * paint: a part mounted a task after the rest, so the two are not one long task.
 */
import { startTransition, useEffect, useState } from 'react'
import { afterNextPaint } from '../../lib/after-next-paint'

export function useAfterPaint<T>(value: T, initial: T = value): T {
  const [shown, setShown] = useState(initial)
  useEffect(() => {
    if (Object.is(shown, value)) return
    return afterNextPaint(() => startTransition(() => setShown(value)))
  }, [shown, value])
  return shown
}
