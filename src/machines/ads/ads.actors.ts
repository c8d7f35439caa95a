/** The ads machine's call, live version; tests and stories swap it with `.provide()`. */
import { fromPromise } from 'xstate'
import { getAds } from '../../api/ads'
import type { AdsByPlacement } from '../../api/models/ads'

/** GET /index_api/get_pubs_infos (the API caches it 1 h, so every slot on screen shares one read). */
export const fetchAds = fromPromise<AdsByPlacement>(() => getAds())
