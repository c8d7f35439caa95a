/** Context and events of the member's favorites page (/app/account/favorites). */
import type { ConversationContact } from '../../api/models/chat'

/** Why the list could not be read, translated by the view as `social:errors.<code>`. */
export type FavoritesListErrorCode = 'loadFailed'

export interface FavoritesListContext {
  favorites: ConversationContact[]
  /**
   * Favorites the member removed from this page (confirmed by the server). They stay listed,
   * marked, so a slip can be undone with the same button, until the next read.
   */
  removedIds: string[]
  /** The last change confirmed on this page, for the live region. */
  lastChange: { memberId: string; isFavorite: boolean } | null
  error: FavoritesListErrorCode | null
}

export type FavoritesListEvent =
  /** Read the list again after a failure. */
  | { type: 'favorites.retry' }
  /** A favorite toggle on this page was confirmed by the server. */
  | { type: 'favorite.changed'; memberId: string; isFavorite: boolean }
