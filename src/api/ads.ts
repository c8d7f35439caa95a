/** Advertising (spec section 7): the ad slots per placement, cached 1 h (spec section 9). */
import { cacheTags } from './cache-tags'
import { type ApiClient, cachedRead, defaultApiClient } from './client'
import type { AdsByPlacement } from './models/ads'
import { normalizeAds } from './normalize/ads'

/** GET /index_api/get_pubs_infos. */
export function getAds(client: ApiClient = defaultApiClient): Promise<AdsByPlacement> {
  return cachedRead(
    client,
    { method: 'GET', path: '/index_api/get_pubs_infos' },
    { kind: 'ads', tags: [cacheTags.ads] },
    normalizeAds,
  )
}
