/**
 * `useAfterPaint(value)`: the value, whose changes reach the component only after the browser has
 * painted the frame that follows them, and then in a transition (sliced, interruptible). For work a
 * tap starts but its feedback does not need, the next page or a dialog's content: the tap's frame
 * (what Event Timing and INP measure) paints first, whatever that work costs. `useDeferredValue`
 * alone does not promise that: its background render often commits before the browser paints.
 *
 * A frame callback, then a task: the task runs once that frame has been produced. Hidden tabs get no
 * frames, so a timeout stands in for the frame there. Tests see the value a frame later, as a person
 * does; nothing else about it is timed.
 */
import { startTransition, useEffect, useState } from 'react'

const HIDDEN_TAB_FALLBACK_MS = 100

/** Runs `run` once the next frame has been painted; returns the cancel. */
export function afterNextPaint(run: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined
  const fallback = setTimeout(run, HIDDEN_TAB_FALLBACK_MS)
  const frame = requestAnimationFrame(() => {
    clearTimeout(fallback)
    task = setTimeout(run, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(fallback)
    if (task !== undefined) clearTimeout(task)
  }
}

export function useAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value)
  useEffect(() => {
    if (Object.is(shown, value)) return
    return afterNextPaint(() => startTransition(() => setShown(value)))
  }, [shown, value])
  return shown
}
