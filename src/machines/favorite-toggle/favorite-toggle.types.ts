/** Context, input, events and emitted events of the favorite toggle. */
import type { ChatFailure } from '../../api/chat-failure'

export interface FavoriteToggleInput {
  /** The member who is (or is not) one of the signed-in member's favorites. */
  memberId: string
  /** Whether they are a favorite now, as the page knows it. */
  isFavorite: boolean
}

export interface FavoriteToggleContext {
  memberId: string
  /** What the button shows: the member's wish, applied before the server confirms it. */
  isFavorite: boolean
  /** Why the last change was rolled back, until the next toggle. */
  failure: ChatFailure | null
}

export type FavoriteToggleEvent =
  /** The member clicked the button. */
  | { type: 'favorite.toggle' }
  /** The page learned the state from elsewhere (a fresh profile): taken only while nothing is syncing. */
  | { type: 'favorite.known'; isFavorite: boolean }

export type FavoriteToggleEmitted =
  /** The server accepted the change. */
  | { type: 'favorite.changed'; memberId: string; isFavorite: boolean }
  /** The server refused it (or did not answer): the button went back to `isFavorite`. */
  | { type: 'favorite.rolledBack'; memberId: string; isFavorite: boolean; failure: ChatFailure }
