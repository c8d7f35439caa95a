/** Context and events of the matches list (/app/matches). */
import type { ProfileCard } from '../../api/models/profile'

/** Why the list could not be read, translated by the view as `social:errors.<code>`. */
export type MatchesErrorCode = 'loadFailed'

export interface MatchesContext {
  matches: ProfileCard[]
  error: MatchesErrorCode | null
}

export type MatchesEvent =
  /** Read the list again after a failure. */
  | { type: 'matches.retry' }
  /** Read the list again behind the one shown (a new match arrived in real time). */
  | { type: 'matches.refresh' }
