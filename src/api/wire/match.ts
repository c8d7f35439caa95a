/** Wire shapes of the swipe deck and matches (spec section 7, `/index_api/match`). */
import type { WireFlag, WireNumber } from './common'
import type { WireProfileCard } from './profile'

/**
 * GET /index_api/match?action=get_profile&page: profiles to swipe. The spec says "profiles"; ours
 * follow get_matches' wrapper, under `result.tab_profils` (readers also accept `result` as a list).
 */
export type WireMatchProfilesResponse = {
  result: { tab_profils: WireProfileCard[]; nb_pages?: WireNumber }
}

/** GET /index_api/match?action=get_matches: the matches, in `result.tab_profils`. */
export type WireMatchesResponse = {
  result: { tab_profils: WireProfileCard[] }
}

/** POST /index_api/match (id_user, action): not shown; ours says whether the like made a match. */
export type WireSwipeResponse = {
  success?: WireFlag
  match?: WireFlag
}
