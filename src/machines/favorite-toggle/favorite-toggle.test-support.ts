/** Stubs for the favorite toggle's call, shared by its tests and stories. */
import { fromPromise } from 'xstate'
import type { FriendAction } from '../../api/social'
import { favoriteToggleMachine } from './favorite-toggle.machine'

export type SyncFavoriteInput = { action: FriendAction; memberId: string }

/** The toggle with setFriend replaced (by default it succeeds at once). */
export function favoriteToggleMachineWith(
  sync: (input: SyncFavoriteInput) => Promise<void> = async () => {},
) {
  return favoriteToggleMachine.provide({
    actors: { syncFavorite: fromPromise<void, SyncFavoriteInput>(({ input }) => sync(input)) },
  })
}
