/** How views read the favorite toggle. */
import type { SnapshotFrom } from 'xstate'
import type { favoriteToggleMachine } from './favorite-toggle.machine'

type FavoriteToggleSnapshot = SnapshotFrom<typeof favoriteToggleMachine>

/** What the button shows (the member's wish, before the server confirms it). */
export const selectIsFavorite = (snapshot: FavoriteToggleSnapshot) => snapshot.context.isFavorite
/** The change is on its way to the server. */
export const selectIsSyncing = (snapshot: FavoriteToggleSnapshot) => !snapshot.matches('idle')
/** Why the last change was rolled back, or null. */
export const selectFavoriteFailure = (snapshot: FavoriteToggleSnapshot) => snapshot.context.failure
