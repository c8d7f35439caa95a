/** The ads machine's call, live version; tests and stories swap it with `.provide()`. */
import { fromPromise } from 'xstate'
import { getAds } from '../../api/ads'
import type { AdsByPlacement } from '../../api/models/ads'

/** GET /index_api/get_pubs_infos (the API caches it 1 h, so every slot on screen shares one read). */
export const fetchAds = fromPromise<AdsByPlacement>(() => getAds())

/** Starts the same read ahead of the first slot, which then finds it in flight or cached. */
export function prefetchAds(): void {
  // A failure is dropped from the cache: the slot's own read tries again and handles it.
  getAds().catch(() => undefined)
}
