/**
 * Reads a valtio store in a view: its snapshot (immutable, the same object until the store changes)
 * through React's useSyncExternalStore. valtio's own `useSnapshot` tracks which fields a view reads
 * to skip renders, at 1.7 kB more on the first route; these stores are a few fields each.
 */
import { useSyncExternalStore } from 'react'
import type { Snapshot } from 'valtio/vanilla'
import { snapshot, subscribe } from 'valtio/vanilla'

export function useStore<T extends object>(store: T): Snapshot<T> {
  return useSyncExternalStore(
    (onChange) => subscribe(store, onChange),
    () => snapshot(store),
    () => snapshot(store),
  )
}
