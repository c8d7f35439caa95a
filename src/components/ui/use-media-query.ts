import { useDeferredValue, useSyncExternalStore } from 'react'

/**
 * Whether a media query matches now; re-renders when it changes (false where there is no window).
 *
 * Deferred: the prerendered landing page is hydrated with `false` (the build has no screen), and on a
 * phone the query then differs. React renders a store's difference found after hydration at once, in
 * one synchronous task, and that re-render of the layout was a long task on the landing page;
 * deferred, it is rendered in a transition, in slices. A render on the client reads the true value
 * from its first frame, as before.
 */
export function useMediaQuery(query: string): boolean {
  return useDeferredValue(
    useSyncExternalStore(
      (onChange) => {
        const list = globalThis.matchMedia?.(query)
        list?.addEventListener('change', onChange)
        return () => list?.removeEventListener('change', onChange)
      },
      () => globalThis.matchMedia?.(query).matches ?? false,
      () => false,
    ),
  )
}
