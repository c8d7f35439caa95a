/** Slots and stubs for the ads machine's tests and stories. */
import { fromPromise } from 'xstate'
import type { AdPlacement, AdSlot, AdsByPlacement } from '../../api/models/ads'
import { WIRE_AD_GROUPS } from '../../api/wire/ads'
import type { AdViewer } from './ads.filter'
import { adsMachine } from './ads.machine'

export function slot(extra: Partial<AdSlot> = {}): AdSlot {
  return {
    coreg: false,
    visibleHours: '',
    isBanner: true,
    forSubscribers: null,
    platform: 'all',
    priority: 1,
    visibleToGender: '',
    html: '<p>Publicité</p>',
    ...extra,
  }
}

/** Every placement empty, then the given ones. */
export function adsWith(slots: Partial<Record<AdPlacement, AdSlot[]>>): AdsByPlacement {
  const empty = Object.fromEntries(
    Object.keys(WIRE_AD_GROUPS).map((p) => [p, []]),
  ) as unknown as AdsByPlacement
  return { ...empty, ...slots }
}

export const VIEWER: AdViewer = { gender: '2', isPremium: false, platform: 'desktop' }

export const adsMachineWith = (fetchAds: () => Promise<AdsByPlacement>) =>
  adsMachine.provide({ actors: { fetchAds: fromPromise<AdsByPlacement>(() => fetchAds()) } })
