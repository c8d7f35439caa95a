/**
 * What pages use to show an ad: `<Ad placement="center" />`. The slot's code loads lazily with the
 * first ad shown, never with the first route. An ad whose code cannot be downloaded shows nothing:
 * an ad never takes the page it sits on down with it.
 *
 * `useAdsReadAhead()` starts reading the ads as the page mounts, so an ad under content still on its
 * way arrives with that content instead of pushing it down afterwards (the API keeps them an hour).
 */
import { type ComponentType, lazy, Suspense, useEffect } from 'react'
import type { AdSlotProps } from './ad-slot'

const loadAdSlot = () => import('./ad-slot')
const NoAd = () => null
const LazyAdSlot = lazy<ComponentType<AdSlotProps>>(() => loadAdSlot().catch(() => ({ default: NoAd })))

export function Ad(props: AdSlotProps) {
  return (
    <Suspense fallback={null}>
      <LazyAdSlot {...props} />
    </Suspense>
  )
}

/** Reads the ads ahead while `enabled` (a visitor has none to read). */
export function useAdsReadAhead(enabled = true) {
  useEffect(() => {
    if (!enabled) return
    loadAdSlot().then(
      (slot) => slot.prefetchAds(),
      () => undefined,
    )
  }, [enabled])
}
