/**
 * The browser's location for wouter, deferred: a tap on a link re-renders nothing at once (so the
 * next frame paints right away), and the new page renders after that paint, in a transition React
 * slices and interrupts (`useAfterPaint`). wouter reads the location through `useSyncExternalStore`, whose
 * updates are always urgent: every navigation unmounted the old page and mounted the new one in one
 * task before the tap's next paint (a few hundred milliseconds on a phone for the chat list to a
 * conversation, the results to a profile).
 *
 * One provider subscribes to the address and hands the deferred path and query down through a
 * context: in the urgent render only the provider runs (its children are the same elements, its
 * value the same object), where a deferred value inside wouter's hook would have re-rendered every
 * component that reads the location, and all below them, with the old address.
 */
import { createContext, type ReactNode, use, useMemo } from 'react'
import type { BaseLocationHook, BaseSearchHook } from 'wouter'
import { navigate, usePathname, useSearch } from 'wouter/use-browser-location'
import { useAfterPaint } from '../features/layout/use-after-paint'

interface Address {
  path: string
  search: string
}

const AddressContext = createContext<Address | null>(null)

/** `ssrPath` / `ssrSearch`: the address to render at build time (prerender.tsx). */
export function DeferredBrowserLocation({
  children,
  ssrPath,
  ssrSearch,
}: {
  children: ReactNode
  ssrPath?: string | undefined
  ssrSearch?: string | undefined
}) {
  const path = usePathname(ssrPath === undefined ? {} : { ssrPath })
  const search = useSearch(ssrSearch === undefined ? {} : { ssrSearch })
  const address = useMemo(() => ({ path, search }), [path, search])
  return <AddressContext value={useAfterPaint(address)}>{children}</AddressContext>
}

/**
 * The browser's address as it is now, ahead of the deferred render: what a step that writes the URL
 * (the modal router's) must build on, or it undoes a navigation still waiting for its render.
 */
export const currentBrowserAddress = (): [string, string] => [location.pathname, location.search]

function useAddress(): Address {
  const address = use(AddressContext)
  if (!address) throw new Error('no <DeferredBrowserLocation> above')
  return address
}

export const useDeferredBrowserLocation: BaseLocationHook = () => [useAddress().path, navigate]

/** The query string, deferred with the path so a page never sees a new path with an old query. */
export const useDeferredBrowserSearch: BaseSearchHook = () => useAddress().search
