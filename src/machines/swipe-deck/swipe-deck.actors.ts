/** The calls the swipe deck makes. */
import { fromPromise } from 'xstate'
import { getSwipeProfiles, swipe } from '../../api/match'
import type { ProfileCard } from '../../api/models/profile'
import type { LoadProfilesInput, LoadProfilesOutput, SendSwipeInput } from './swipe-deck.types'

/** Pages read at most for one refill before the deck is called exhausted. */
export const MAX_PAGES_PER_READ = 5

/**
 * The next profiles not yet in the deck, starting at `input.page`. The server leaves out profiles
 * already swiped, so its page 1 keeps bringing new ones while a server with fixed pages would give
 * back known ones: a page with nothing new moves on to the next page, so both kinds of server fill
 * the deck with no card twice. An empty page means there is nothing more.
 */
export async function loadNewProfiles(
  fetchPage: (page: number) => Promise<ProfileCard[]>,
  input: LoadProfilesInput,
): Promise<LoadProfilesOutput> {
  const known = new Set(input.knownIds)
  let page = Math.max(1, input.page)
  for (let read = 0; read < MAX_PAGES_PER_READ; read += 1, page += 1) {
    const cards = await fetchPage(page)
    if (cards.length === 0) break
    const fresh: ProfileCard[] = []
    for (const card of cards) {
      if (!card.id || known.has(card.id)) continue
      known.add(card.id)
      fresh.push(card)
    }
    if (fresh.length > 0) return { profiles: fresh, page, exhausted: false }
  }
  return { profiles: [], page, exhausted: true }
}

/** GET /index_api/match?action=get_profile&page, as many pages as it takes to find new profiles. */
export const loadProfiles = fromPromise<LoadProfilesOutput, LoadProfilesInput>(({ input }) =>
  loadNewProfiles((page) => getSwipeProfiles(page), input),
)

/** POST /index_api/match: the like or dislike; says whether the like made a match. */
export const sendSwipe = fromPromise<{ isMatch: boolean }, SendSwipeInput>(({ input }) =>
  swipe(input.userId, input.choice),
)
