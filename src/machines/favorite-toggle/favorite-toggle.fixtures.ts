/** Sample data for the favorite toggle's generated paths: its paths test and the transition coverage. */
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import { RefusedError } from '../../api/errors'
import { definePathFixtures } from '../../lib/path-fixtures'
import { favoriteToggleMachine } from './favorite-toggle.machine'
import type { FavoriteToggleEvent, FavoriteToggleInput } from './favorite-toggle.types'

export const input: FavoriteToggleInput = { memberId: '42', isFavorite: false }

export const events = [
  { type: 'favorite.toggle' },
  { type: 'favorite.known', isFavorite: true },
  { type: 'favorite.known', isFavorite: false },
  { type: 'xstate.done.actor.syncFavorite', output: undefined },
  { type: 'xstate.error.actor.syncFavorite', error: new RefusedError('POST /ajax_api/setFriend', 'Non') },
] as AnyEventObject[] as FavoriteToggleEvent[]

// Whether it is a favorite decides where a click goes (the isFavorite guard).
export const serializeState = ({ value, context }: SnapshotFrom<typeof favoriteToggleMachine>) =>
  JSON.stringify([value, context.isFavorite, context.failure?.code])

export const pathFixtures = definePathFixtures(favoriteToggleMachine, [{ input, events, serializeState }])
