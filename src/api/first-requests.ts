/**
 * The reads a member page starts with, as plain descriptions (method, path, query) with no HTTP
 * client behind them: the API's functions make their calls from these (users.ts, social.ts, chat.ts,
 * match.ts, search.ts), and so does the page's first script (src/app/first-calls.ts), which runs
 * before the app's code has arrived. One description for both, so the first script asks for exactly
 * the address the app asks for later, and the app takes that answer instead of asking again.
 */

import { encodeQuery, type FormFields } from './form'
import type { ContactFilter } from './models/chat'
import type { SearchCriteria, SearchKind } from './models/search'
import { searchQueryFromCriteria } from './normalize/search'
import { withSessionId } from './session-url'

/** What a read is, before any client sends it (client.ts's `ApiRequest` has the same fields). */
export interface ReadRequest {
  method: 'GET'
  path: `/${string}`
  query?: FormFields
}

/** The address relative to the base: path, query, then the session id when it has none yet. */
export function requestUrl(
  request: { path: string; query?: FormFields | undefined },
  sessionId?: string | null,
): string {
  const query = encodeQuery(request.query)
  return withSessionId(query ? `${request.path}?${query}` : request.path, sessionId)
}

/**
 * The absolute address as the API client sends it: ky's `prefix` joins the base and the address with
 * one slash (ky 2, `prefix`).
 */
export const absoluteUrl = (apiBase: string, relative: string): string =>
  `${apiBase.replace(/\/+$/, '')}/${relative.replace(/^\/+/, '')}`

/** GET /index_api/user?get_wall_news=1&get_abo_infos=1&id: the signed-in member's lookup. */
export const currentUserRequest = (userId: string): ReadRequest => ({
  method: 'GET',
  path: '/index_api/user',
  query: { get_wall_news: 1, get_abo_infos: 1, id: userId },
})

/** GET /index_api/user?id: a member's profile. */
export const profileRequest = (id: string): ReadRequest => ({
  method: 'GET',
  path: '/index_api/user',
  query: { id },
})

/** GET /ajax_api/getActivities: the recent activity. */
export const activitiesRequest = (): ReadRequest => ({ method: 'GET', path: '/ajax_api/getActivities' })

/** GET /ajax_api/load_contacts?filter: a list of contacts. */
export const contactsRequest = (filter: ContactFilter): ReadRequest => ({
  method: 'GET',
  path: '/ajax_api/load_contacts',
  query: { filter },
})

/** GET /ajax_api/load_messages?contact_id&contact: a conversation. */
export const conversationRequest = (contactId: string, contact?: string): ReadRequest => ({
  method: 'GET',
  path: '/ajax_api/load_messages',
  query: { contact_id: contactId, contact: contact ?? contactId },
})

/** GET /index_api/match?action=get_profile&page: profiles to swipe. */
export const swipeProfilesRequest = (page: number): ReadRequest => ({
  method: 'GET',
  path: '/index_api/match',
  query: { action: 'get_profile', page },
})

export const SEARCH_PATHS = {
  search: '/index_api/search',
  meeting: '/index_api/meeting_res',
  top: '/index_api/topmembers',
} as const satisfies Record<SearchKind, `/${string}`>

/** GET /index_api/search (or meeting_res, topmembers, by `kind`) with the criteria as its query. */
export const searchRequest = (criteria: SearchCriteria, kind: SearchKind = 'search'): ReadRequest => ({
  method: 'GET',
  path: SEARCH_PATHS[kind],
  query: searchQueryFromCriteria(criteria),
})
