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
import { useDeferredValue, useSyncExternalStore } from 'react'
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
  if (shown || marking) return
  marking = true
  afterNextPaint(() =>
    whenIdle(() => {
      shown = true
      for (const listener of listeners) listener()
    }),
  )
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * True once the first page is on screen (see above). Deferred: a store's change is rendered at once,
 * in one task, and this one mounts the realtime side, the footer, the onboarding watcher and the app's
 * status together. In a transition that render is done in slices (measured only together with the
 * conversation's deferred loading state: see the README's issue 23 figures).
 */
export function useFirstPageShown(): boolean {
  return useDeferredValue(
    useSyncExternalStore(
      subscribe,
      () => shown,
      // The build's prerender of / and its hydration: with the footer, as / always starts.
      () => true,
    ),
  )
}

/** Tests: back to a page not shown yet. */
export function resetFirstPageShown(value = false): void {
  shown = value
  marking = false
}
