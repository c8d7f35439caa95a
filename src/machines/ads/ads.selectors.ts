/** The only way views read the ads machine. */
import type { SnapshotFrom } from 'xstate'
import type { AdPlacement, AdSlot } from '../../api/models/ads'
import { pickAd } from './ads.filter'
import type { adsMachine } from './ads.machine'

type Snapshot = SnapshotFrom<typeof adsMachine>

/**
 * The slot shown in `placement` for the viewer at the last clock reading, or null. Returns the slot
 * object held in the context, so `useSelector` re-renders only when the choice changes.
 */
export const selectAdFor =
  (placement: AdPlacement) =>
  (s: Snapshot): AdSlot | null =>
    pickAd(s.context.ads?.[placement] ?? [], s.context.viewer, placement, new Date(s.context.now))

export const selectIsLoadingAds = (s: Snapshot): boolean => s.matches('loading')
