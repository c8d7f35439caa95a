/**
 * Searching (spec section 7): search, meeting (rendez-vous) search and top members share one query
 * and one answer; the online members row is a search for those online; cities for the autocomplete.
 * All cached 5 min (spec section 9), keyed by their full query.
 */
import { cacheTags } from './cache-tags'
import { type ApiClient, cachedRead, defaultApiClient } from './client'
import { searchRequest } from './first-requests'
import type { ProfileCard } from './models/profile'
import type { CityOption, SearchCriteria, SearchKind, SearchResult } from './models/search'
import { normalizeCities, normalizeSearchResult } from './normalize/search'

/** GET /index_api/search (or meeting_res, topmembers, by `kind`) with the criteria as its query. */
export function searchMembers(
  criteria: SearchCriteria,
  kind: SearchKind = 'search',
  client: ApiClient = defaultApiClient,
): Promise<SearchResult> {
  return cachedRead(
    client,
    searchRequest(criteria, kind),
    { kind: 'search', tags: [cacheTags.search] },
    normalizeSearchResult,
  )
}

/** GET /index_api/meeting_res: the rendez-vous search. */
export function searchMeetings(
  criteria: SearchCriteria,
  client: ApiClient = defaultApiClient,
): Promise<SearchResult> {
  return searchMembers(criteria, 'meeting', client)
}

/** GET /index_api/topmembers. */
export function getTopMembers(
  criteria: SearchCriteria = {},
  client: ApiClient = defaultApiClient,
): Promise<SearchResult> {
  return searchMembers(criteria, 'top', client)
}

/** Spec section 9: the online carousel fetches 24. */
export const ONLINE_MEMBERS_LIMIT = 24

/** The online members row: a search with `is_online=1` and the given page size. */
export async function getOnlineMembers(
  limit = ONLINE_MEMBERS_LIMIT,
  client: ApiClient = defaultApiClient,
): Promise<ProfileCard[]> {
  return (await searchMembers({ isOnline: true, limit, page: 1 }, 'search', client)).profiles
}

/** GET /ajax_api/getRegionsAutocomp?q: cities matching what was typed; a blank query asks nothing. */
export async function searchCities(q: string, client: ApiClient = defaultApiClient): Promise<CityOption[]> {
  const query = q.trim()
  if (query === '') return []
  return cachedRead(
    client,
    { method: 'GET', path: '/ajax_api/getRegionsAutocomp', query: { q: query } },
    { kind: 'cities', tags: [cacheTags.cities] },
    normalizeCities,
  )
}
