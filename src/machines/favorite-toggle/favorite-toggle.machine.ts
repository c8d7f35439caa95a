/**
 * The favorite toggle (spec section 4: "applied optimistically, then synced (add/del)"): a click
 * flips the button at once, then setFriend tells the server; a refusal or a failed call puts the
 * button back and keeps the failure's code for the view to explain.
 *
 * - `idle`: the button shows `isFavorite`; a click flips it and syncs.
 * - `adding`: setFriend add is on its way (already shown as a favorite); clicks wait for the answer.
 * - `removing`: setFriend del is on its way (already shown as not a favorite); clicks wait too.
 */
import { type ActorRefFrom, assign, emit, setup } from 'xstate'
import { toChatFailure } from '../../api/chat-failure'
import { syncFavorite } from './favorite-toggle.actors'
import type {
  FavoriteToggleContext,
  FavoriteToggleEmitted,
  FavoriteToggleEvent,
  FavoriteToggleInput,
} from './favorite-toggle.types'

export const favoriteToggleMachine = setup({
  types: {
    context: {} as FavoriteToggleContext,
    input: {} as FavoriteToggleInput,
    events: {} as FavoriteToggleEvent,
    emitted: {} as FavoriteToggleEmitted,
  },
  actors: { syncFavorite },
  guards: {
    isFavorite: ({ context }) => context.isFavorite,
  },
  actions: {
    flip: assign({ isFavorite: ({ context }) => !context.isFavorite, failure: null }),
    takeKnownState: assign({
      isFavorite: ({ context, event }) =>
        event.type === 'favorite.known' ? event.isFavorite : context.isFavorite,
    }),
    emitChanged: emit(({ context }) => ({
      type: 'favorite.changed' as const,
      memberId: context.memberId,
      isFavorite: context.isFavorite,
    })),
    rollBack: assign({
      isFavorite: ({ context }) => !context.isFavorite,
      failure: (_, params: { error: unknown }) => toChatFailure(params.error),
    }),
    emitRolledBack: emit(({ context }) => ({
      type: 'favorite.rolledBack' as const,
      memberId: context.memberId,
      isFavorite: context.isFavorite,
      failure: context.failure ?? { code: 'failed' as const },
    })),
  },
}).createMachine({
  id: 'favoriteToggle',
  context: ({ input }) => ({ memberId: input.memberId, isFavorite: input.isFavorite, failure: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'favorite.toggle': [
          { guard: 'isFavorite', target: 'removing', actions: 'flip' },
          { target: 'adding', actions: 'flip' },
        ],
        'favorite.known': { actions: 'takeKnownState' },
      },
    },
    adding: {
      invoke: {
        id: 'syncFavorite',
        src: 'syncFavorite',
        input: ({ context }) => ({ action: 'add' as const, memberId: context.memberId }),
        onDone: { target: 'idle', actions: 'emitChanged' },
        onError: {
          target: 'idle',
          actions: [{ type: 'rollBack', params: ({ event }) => ({ error: event.error }) }, 'emitRolledBack'],
        },
      },
    },
    removing: {
      invoke: {
        id: 'syncFavorite',
        src: 'syncFavorite',
        input: ({ context }) => ({ action: 'del' as const, memberId: context.memberId }),
        onDone: { target: 'idle', actions: 'emitChanged' },
        onError: {
          target: 'idle',
          actions: [{ type: 'rollBack', params: ({ event }) => ({ error: event.error }) }, 'emitRolledBack'],
        },
      },
    },
  },
})

export type FavoriteToggleActorRef = ActorRefFrom<typeof favoriteToggleMachine>
