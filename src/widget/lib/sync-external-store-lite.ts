/**
 * `use-sync-external-store/shim` for the widget build: preact/compat has `useSyncExternalStore`
 * itself, so the shim's fallback for Reacts before 18 (~0.4 KB) is dead weight. @xstate/react reaches
 * it through `use-sync-external-store/shim/with-selector`, which keeps working on top of this.
 */
export { useSyncExternalStore } from 'react'
