/**
 * `afterNextPaint(run)`: runs `run` once the browser has painted the next frame (a frame callback,
 * then a task: the task runs after that frame was produced). For work an input starts but its
 * feedback does not need (re-theming the page, the next page, a dialog's content): the input's frame,
 * what Event Timing and INP measure, paints first. Hidden tabs get no frames: a timeout stands in.
 * Returns the cancel.
 */
const HIDDEN_TAB_FALLBACK_MS = 100

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
