/** How views read the swipe deck. */
import type { SnapshotFrom } from 'xstate'
import type { swipeDeckMachine } from './swipe-deck.machine'

type SwipeDeckSnapshot = SnapshotFrom<typeof swipeDeckMachine>

/** The card on top, null while there is none. */
export const selectCurrentProfile = (snapshot: SwipeDeckSnapshot) =>
  snapshot.matches({ cards: 'showing' }) ? (snapshot.context.profiles[0] ?? null) : null

/** The cards under the top one (the view draws two of them behind it). */
// One array per list of profiles: a new slice on every snapshot re-rendered the deck (and the cards
// behind) on each change of the machine, the release of a drag included.
const upcoming = new WeakMap<
  SwipeDeckSnapshot['context']['profiles'],
  SwipeDeckSnapshot['context']['profiles']
>()

export const selectUpcomingProfiles = (snapshot: SwipeDeckSnapshot) => {
  const { profiles } = snapshot.context
  let next = upcoming.get(profiles)
  if (!next) {
    next = profiles.slice(1, 3)
    upcoming.set(profiles, next)
  }
  return next
}

/** No card yet, and a read is on its way: 'Chargement...'. */
export const selectIsLoading = (snapshot: SwipeDeckSnapshot) =>
  snapshot.matches({ cards: 'waiting' }) && !snapshot.matches({ refill: 'failed' })

/** No card, and the read that should bring some failed: an error with a retry button. */
export const selectHasLoadFailed = (snapshot: SwipeDeckSnapshot) =>
  snapshot.matches({ cards: 'waiting' }) && snapshot.matches({ refill: 'failed' })

/** Nobody left to swipe. */
export const selectIsEmpty = (snapshot: SwipeDeckSnapshot) => snapshot.matches({ cards: 'empty' })

/** Likes and passes are taken (a card is on top and no match dialog is open). */
export const selectCanSwipe = (snapshot: SwipeDeckSnapshot) => snapshot.can({ type: 'swipe.like' })

/** The match on screen, null when the dialog is closed. */
export const selectShownMatch = (snapshot: SwipeDeckSnapshot) =>
  snapshot.matches({ match: 'shown' }) ? (snapshot.context.matches[0] ?? null) : null

export const selectLastChoice = (snapshot: SwipeDeckSnapshot) => snapshot.context.lastChoice

export const selectError = (snapshot: SwipeDeckSnapshot) => snapshot.context.error

/** Choices still on their way to the server. */
export const selectPendingCount = (snapshot: SwipeDeckSnapshot) => snapshot.context.outbox.length
