/** The call the wall makes. */
import { fromPromise } from 'xstate'
import type { WallBuckets } from '../../api/models/social'
import { getWall } from '../../api/social'

/** GET /index_api/wall (cached 5 min, spec section 9). */
export const loadWall = fromPromise<WallBuckets>(() => getWall())
