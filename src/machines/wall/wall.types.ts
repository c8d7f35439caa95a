/** Context and events of the activity wall (/app/wall). */
import type { WallBuckets } from '../../api/models/social'

/** Why the wall could not be read, translated by the view as `social:errors.<code>`. */
export type WallErrorCode = 'loadFailed'

export interface WallContext {
  buckets: WallBuckets
  error: WallErrorCode | null
}

/** Read the wall again after a failure. */
export type WallEvent = { type: 'wall.retry' }
