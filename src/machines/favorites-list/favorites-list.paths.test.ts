import { describe, expect, it } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { favoritesListMachine } from './favorites-list.machine'
import type { FavoritesListEvent } from './favorites-list.types'

const favorite = {
  id: '1',
  nickname: 'Julie',
  lastMessageDate: null,
  lastMessageUserId: '',
  lastMessageId: '',
  lastMessage: '',
  isFriend: true,
  isBlacklisted: false,
  totalNewMessages: 0,
  needBlur: false,
  isOnline: true,
  avatarUrl: '',
}

const events = [
  { type: 'favorites.retry' },
  { type: 'favorite.changed', memberId: '1', isFavorite: false },
  { type: 'xstate.done.actor.loadFavorites', output: [favorite] },
  { type: 'xstate.error.actor.loadFavorites', error: new Error('offline') },
] as AnyEventObject[] as FavoritesListEvent[]

describe('favorites-list machine paths', () => {
  const paths = getShortestPaths(favoritesListMachine, {
    events,
    serializeState: ({ value, context }) => JSON.stringify([value, context.removedIds]),
  })

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)))
    expect([...reached].sort()).toEqual(statePaths(favoritesListMachine.root).sort())
  })

  it('marks a removal only on a loaded list', () => {
    const removed = paths.find((path) => path.state.context.removedIds.length > 0)
    expect(removed?.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'xstate.done.actor.loadFavorites',
      'favorite.changed',
    ])
  })
})
