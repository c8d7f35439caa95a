/**
 * The member's matches (/app/matches, spec section 7 `match?action=get_matches`): every member who
 * liked the member back. Holds error codes, never text.
 *
 * - `loading`: the first read ('Chargement...').
 * - `failed`: the first read failed; `matches.retry` reads again.
 * - `loaded`: the list (possibly empty: the page then points to the swipe deck).
 * - `refreshing`: the list stays on screen while it is read again (a new match arrived); a failure
 *   keeps the list as it was.
 */
import { type ActorRefFrom, assign, setup } from 'xstate'
import type { ProfileCard } from '../../api/models/profile'
import { loadMatches } from './matches.actors'
import type { MatchesContext, MatchesEvent } from './matches.types'

export const matchesMachine = setup({
  types: {
    context: {} as MatchesContext,
    events: {} as MatchesEvent,
  },
  actors: { loadMatches },
  actions: {
    storeMatches: assign((_, params: { matches: ProfileCard[] }) => ({
      matches: params.matches,
      error: null,
    })),
    flagLoadFailed: assign({ error: 'loadFailed' as const }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'matches',
  context: { matches: [], error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadMatches',
        src: 'loadMatches',
        onDone: {
          target: 'loaded',
          actions: { type: 'storeMatches', params: ({ event }) => ({ matches: event.output }) },
        },
        onError: { target: 'failed', actions: 'flagLoadFailed' },
      },
    },
    failed: {
      on: { 'matches.retry': { target: 'loading', actions: 'clearError' } },
    },
    loaded: {
      on: { 'matches.refresh': { target: 'refreshing' } },
    },
    refreshing: {
      invoke: {
        id: 'loadMatches',
        src: 'loadMatches',
        onDone: {
          target: 'loaded',
          actions: { type: 'storeMatches', params: ({ event }) => ({ matches: event.output }) },
        },
        onError: { target: 'loaded' },
      },
    },
  },
})

export type MatchesActorRef = ActorRefFrom<typeof matchesMachine>
