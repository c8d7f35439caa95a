/**
 * The browser's location for wouter, deferred: a tap on a link re-renders at once with the page the
 * member is on (nothing to do, so the next frame paints right away), and the new page renders in a
 * background render React slices and interrupts (`useDeferredValue`). wouter reads the location
 * through `useSyncExternalStore`, whose updates are always urgent: without this, every navigation
 * unmounted the old page and mounted the new one in one task before the tap's next paint (a few
 * hundred milliseconds on a phone for the chat list to a conversation, the results to a profile).
 */
import { useDeferredValue } from 'react'
import type { BaseLocationHook, BaseSearchHook } from 'wouter'
import { useBrowserLocation, useSearch } from 'wouter/use-browser-location'

export const useDeferredBrowserLocation: BaseLocationHook = (options) => {
  const [location, navigate] = useBrowserLocation(options)
  return [useDeferredValue(location), navigate]
}

/** The query string, deferred with the path so a page never sees a new path with an old query. */
export const useDeferredBrowserSearch: BaseSearchHook = (options) => useDeferredValue(useSearch(options))
