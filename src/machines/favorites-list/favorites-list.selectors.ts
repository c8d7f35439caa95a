/** How views read the favorites page. */
import type { SnapshotFrom } from 'xstate'
import type { favoritesListMachine } from './favorites-list.machine'

type FavoritesListSnapshot = SnapshotFrom<typeof favoritesListMachine>

export const selectIsLoading = (snapshot: FavoritesListSnapshot) => snapshot.matches('loading')
export const selectHasFailed = (snapshot: FavoritesListSnapshot) => snapshot.matches('failed')
export const selectIsLoaded = (snapshot: FavoritesListSnapshot) => snapshot.matches('loaded')
export const selectFavorites = (snapshot: FavoritesListSnapshot) => snapshot.context.favorites
export const selectRemovedIds = (snapshot: FavoritesListSnapshot) => snapshot.context.removedIds
/** Favorites still kept (the ones removed on this page are not counted). */
export const selectKeptCount = (snapshot: FavoritesListSnapshot) =>
  snapshot.context.favorites.length - snapshot.context.removedIds.length
/** Loaded, and no favorite at all. */
export const selectIsEmpty = (snapshot: FavoritesListSnapshot) =>
  snapshot.matches('loaded') && snapshot.context.favorites.length === 0
/** The favorite the last confirmed change was about, with what changed; null before any. */
export const selectLastChange = (snapshot: FavoritesListSnapshot) => {
  const change = snapshot.context.lastChange
  const favorite = change ? snapshot.context.favorites.find((f) => f.id === change.memberId) : undefined
  return change && favorite ? { favorite, isFavorite: change.isFavorite } : null
}
export const selectError = (snapshot: FavoritesListSnapshot) => snapshot.context.error
