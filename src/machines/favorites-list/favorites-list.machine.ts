/**
 * The member's favorites (/app/account/favorites, spec sections 4 and 7: load_contacts filter 3).
 * Removing one goes through the favorite toggle (optimistic, rolled back on refusal), one per row;
 * this list only hears what the server confirmed. Holds error codes, never text.
 *
 * - `loading`: the read ('Chargement...').
 * - `failed`: the read failed; `favorites.retry` reads again.
 * - `loaded`: the favorites (possibly none); removals confirmed here are marked, and undone by adding
 *   the member back.
 */
import { type ActorRefFrom, assign, setup } from 'xstate'
import type { ConversationContact } from '../../api/models/chat'
import { loadFavorites } from './favorites-list.actors'
import type { FavoritesListContext, FavoritesListEvent } from './favorites-list.types'

/** Favorites by nickname, as a person looks for one in a list. */
export function sortFavorites(favorites: readonly ConversationContact[]): ConversationContact[] {
  return [...favorites].sort((a, b) => a.nickname.localeCompare(b.nickname, 'fr', { sensitivity: 'base' }))
}

export const favoritesListMachine = setup({
  types: {
    context: {} as FavoritesListContext,
    events: {} as FavoritesListEvent,
  },
  actors: { loadFavorites },
  actions: {
    storeFavorites: assign((_, params: { favorites: ConversationContact[] }) => ({
      favorites: sortFavorites(params.favorites),
      removedIds: [],
      lastChange: null,
      error: null,
    })),
    flagLoadFailed: assign({ error: 'loadFailed' as const }),
    clearError: assign({ error: null }),
    markChange: assign(({ context, event }) => {
      if (event.type !== 'favorite.changed') return {}
      const isListed = context.favorites.some((f) => f.id === event.memberId)
      if (!isListed) return {}
      const others = context.removedIds.filter((id) => id !== event.memberId)
      return {
        removedIds: event.isFavorite ? others : [...others, event.memberId],
        lastChange: { memberId: event.memberId, isFavorite: event.isFavorite },
      }
    }),
  },
}).createMachine({
  id: 'favoritesList',
  context: { favorites: [], removedIds: [], lastChange: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadFavorites',
        src: 'loadFavorites',
        onDone: {
          target: 'loaded',
          actions: { type: 'storeFavorites', params: ({ event }) => ({ favorites: event.output }) },
        },
        onError: { target: 'failed', actions: 'flagLoadFailed' },
      },
    },
    failed: {
      on: { 'favorites.retry': { target: 'loading', actions: 'clearError' } },
    },
    loaded: {
      on: { 'favorite.changed': { actions: 'markChange' } },
    },
  },
})

export type FavoritesListActorRef = ActorRefFrom<typeof favoritesListMachine>
