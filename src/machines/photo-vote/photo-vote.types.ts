/** Context, input and events of the vote page (`/app/vote`): rate photos 1 to 5 stars, see the history. */
import type { ProfileCard } from '../../api/models/profile'
import type { VoteFailure } from './vote-failure'

export interface PhotoVoteInput {
  /** The gender code to vote on ('1', '2', '3'), '' for everyone. */
  sex: string
}

export interface PhotoVoteContext {
  sex: string
  /** Members still to rate, the current one first. */
  queue: ProfileCard[]
  /** The member's votes, newest first (`vote_historic`, then this page's own votes). */
  history: ProfileCard[]
  /** The stars being sent (1 to 5), null when no vote is on its way. */
  pendingStars: number | null
  /** The last vote's failure, kept until the next vote or skip. */
  voteFailure: VoteFailure | null
  /** The list could not be read. */
  loadFailed: boolean
  /** The last vote this page saved (the view confirms it), null after a skip. */
  lastVote: { nickname: string; stars: number } | null
}

export type PhotoVoteEvent =
  /** Rate the current member's photo (1 to 5 stars; sent doubled). */
  | { type: 'vote.rate'; stars: number }
  /** Light stars without voting yet: the arrow keys move through the stars, Enter or Space votes. */
  | { type: 'vote.choose'; stars: number }
  /** Move on without rating. */
  | { type: 'vote.skip' }
  | { type: 'sex.change'; sex: string }
  /** Read the list again (after a failure, or for more members once it ran out). */
  | { type: 'votes.reload' }

export interface CastVoteInput {
  userId: string
  photoNum: string
  stars: number
}
