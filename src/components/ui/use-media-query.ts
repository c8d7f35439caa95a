import { useSyncExternalStore } from 'react'

/** Whether a media query matches now; re-renders when it changes (false where there is no window). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = globalThis.matchMedia?.(query)
      list?.addEventListener('change', onChange)
      return () => list?.removeEventListener('change', onChange)
    },
    () => globalThis.matchMedia?.(query).matches ?? false,
    () => false,
  )
}
