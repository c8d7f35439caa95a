/**
 * The swipe deck and matches (spec section 7, `/index_api/match`). Not cached: a deck must be new
 * each time, and the spec gives these no freshness.
 */
import { type ApiClient, defaultApiClient, readLenient } from './client'
import { earlyKeys, startEarly, takeEarly } from './early'
import { swipeProfilesRequest } from './first-requests'
import type { ProfileCard } from './models/profile'
import { assertAccepted } from './normalize/command'
import { readMatchCards } from './normalize/profile-card'
import { flag, record } from './normalize/read'

/**
 * GET /index_api/match?action=get_profile&page: profiles to swipe. The page's first read takes the
 * one the entry started (`prefetchSwipeProfiles`) when there is one, so the deck is asked for once.
 */
export function getSwipeProfiles(page = 1, client: ApiClient = defaultApiClient): Promise<ProfileCard[]> {
  if (client === defaultApiClient) {
    const early = takeEarly<ProfileCard[]>(earlyKeys.swipeProfiles(page))
    if (early) return early
  }
  return fetchSwipeProfiles(page, client)
}

/**
 * Starts the deck's first page for `getSwipeProfiles(1)` to take (src/app/early-start.ts); returns
 * it on its way, for a look, not to be taken.
 */
export function prefetchSwipeProfiles(): Promise<ProfileCard[]> {
  return startEarly(earlyKeys.swipeProfiles(1), () => fetchSwipeProfiles(1, defaultApiClient))
}

async function fetchSwipeProfiles(page: number, client: ApiClient): Promise<ProfileCard[]> {
  const answer = await client.json(swipeProfilesRequest(page))
  return readMatchCards(answer)
}

export type SwipeChoice = 'like' | 'dislike'

/**
 * POST /index_api/match (form: id_user, action set_like | set_dislike). Whether the like made a
 * match, when the server says (`match: 1`, our shape); false otherwise.
 */
export async function swipe(
  userId: string,
  choice: SwipeChoice,
  client: ApiClient = defaultApiClient,
): Promise<{ isMatch: boolean }> {
  const answer = await readLenient(client, {
    method: 'POST',
    path: '/index_api/match',
    form: { id_user: userId, action: choice === 'like' ? 'set_like' : 'set_dislike' },
  })
  assertAccepted('POST /index_api/match', answer)
  return { isMatch: flag(record(answer).match) }
}

/** GET /index_api/match?action=get_matches: the member's matches, from `result.tab_profils`. */
export async function getMatches(client: ApiClient = defaultApiClient): Promise<ProfileCard[]> {
  const answer = await client.json({
    method: 'GET',
    path: '/index_api/match',
    query: { action: 'get_matches' },
  })
  return readMatchCards(answer)
}
