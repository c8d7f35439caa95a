/**
 * "The first page is on screen": what the app starts only after a member page's first content has
 * painted (the realtime side, the footer, the onboarding dialogs' watcher, the service worker's
 * status). None of it is what a member opened the page for, and each is a chunk of its own: asked for
 * before, they shared the phone's connection with the page's own chunks and data, and the page's
 * largest paint waited for them (Lighthouse's simulated load counts every request made before it).
 *
 * Marked by the page (app.tsx, once the route's content commits), after the next paint and an idle
 * moment (or one second at most, so a busy page never holds them back long). A page opened from its
 * prerendered HTML (/) starts shown: hydration must find the footer it prerendered.
 */
import { startTransition, useEffect, useState } from 'react'
import { afterNextPaint } from './after-next-paint'

/** At most this long between the first page's paint and what waits for it. */
const IDLE_TIMEOUT_MS = 1000

let shown = typeof document !== 'undefined' && !!document.getElementById('root')?.dataset.prerendered
let marking = false
const listeners = new Set<() => void>()

function whenIdle(run: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
  else setTimeout(run, 0)
}

/** The first page's content has committed: what waits for it starts after its paint. */
export function markFirstPageShown(): void {
  pageCommitted()
  if (shown || marking) return
  marking = true
  afterNextPaint(() =>
    whenIdle(() => {
      shown = true
      for (const listener of listeners) listener()
    }),
  )
}

let pageCommitted: () => void = () => {}
const firstPageCommitted = new Promise<void>((resolve) => {
  pageCommitted = resolve
})

/**
 * Resolves after the paint that follows the first page's commit, a page opened from prerendered HTML
 * (which starts "shown") included: for what must come after the app's first page is drawn over the
 * HTML (main.tsx's font).
 */
export const whenFirstPagePainted = (): Promise<void> =>
  firstPageCommitted.then(() => new Promise<void>((resolve) => afterNextPaint(resolve)))

/**
 * True once the first page is on screen (see above). Its change renders in a transition, in slices:
 * it mounts the realtime side, the footer, the onboarding watcher and the app's status together.
 * Not through `useSyncExternalStore`, even deferred: a store's change is first rendered at once, in
 * one task, and that pass re-rendered the layout and the header with its Ark menus (Zag's machines
 * run in their render) for nothing. (A conversation's Lighthouse trace had a 36 ms task of React and
 * Zag after a timer; this pass was its likely source, not measured apart: Lighthouse's blocking time
 * moves by up to 100 ms between batches here.) The prerendered / starts shown, as its build rendered
 * it: its hydration finds the footer.
 */
export function useFirstPageShown(): boolean {
  // On the server (the build's prerender of /) as / always starts: shown, with its footer.
  const [value, setValue] = useState(() => shown || typeof document === 'undefined')
  useEffect(() => {
    const show = () => startTransition(() => setValue(true))
    if (shown) {
      show()
      return
    }
    listeners.add(show)
    return () => {
      listeners.delete(show)
    }
  }, [])
  return value
}

/** Tests: back to a page not shown yet. */
export function resetFirstPageShown(value = false): void {
  shown = value
  marking = false
}
