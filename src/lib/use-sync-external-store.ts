/**
 * What `use-sync-external-store/shim` gives on React 18 and later: React's own hook. The build points
 * the shim's importers (@xstate/react, wouter) here (vite.config.ts), so they neither carry the
 * shim's copy of the hook for older Reacts nor load the package's main entry, whose development
 * build logs an error on every load ("The main 'use-sync-external-store' entry point is not
 * supported").
 */
export { useSyncExternalStore } from 'react'
