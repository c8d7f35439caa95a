/** Context, events and constants of the swipe deck (spec section 7, `/index_api/match`). */
import type { SwipeChoice } from '../../api/match'
import type { ProfileCard } from '../../api/models/profile'

export type { SwipeChoice }

/** A choice made on a card, waiting in the outbox to be sent. */
export interface PendingSwipe {
  profile: ProfileCard
  choice: SwipeChoice
}

/** Why the deck failed, translated by the view as `social:swipe.errors.<code>`. */
export type SwipeDeckErrorCode = 'swipeFailed'

export interface SwipeDeckContext {
  /** The deck, top card first. */
  profiles: ProfileCard[]
  /** Every profile ever put in the deck: a page read again never deals the same card twice. */
  knownIds: string[]
  /** The page the next read starts at (see `loadNewProfiles`). */
  page: number
  /** Choices not yet confirmed by the server, oldest first; the first is on its way. */
  outbox: PendingSwipe[]
  /** Matches not yet seen by the member, oldest first; the first is on screen. */
  matches: ProfileCard[]
  /** The last choice made, for the live region ("Vous avez aimé Julie"). */
  lastChoice: PendingSwipe | null
  error: SwipeDeckErrorCode | null
}

export type SwipeDeckEvent =
  | { type: 'swipe.like' }
  | { type: 'swipe.dislike' }
  /** A key pressed on the page: ArrowRight likes, ArrowLeft passes. */
  | { type: 'key.press'; key: string }
  /** Read the deck again after a failed read. */
  | { type: 'deck.retry' }
  /** The member closed the match dialog. */
  | { type: 'match.dismiss' }

export interface LoadProfilesInput {
  page: number
  knownIds: readonly string[]
}

export interface LoadProfilesOutput {
  /** Profiles not in the deck before, in the server's order. */
  profiles: ProfileCard[]
  /** The page that gave them (the next read starts there). */
  page: number
  /** No new profile anywhere: the deck is done until new members arrive. */
  exhausted: boolean
}

export interface SendSwipeInput {
  userId: string
  choice: SwipeChoice
}
