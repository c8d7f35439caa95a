import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { events, serializeState } from './favorites-list.fixtures'
import { favoritesListMachine } from './favorites-list.machine'

describe('favorites-list machine paths', () => {
  const paths = getShortestPaths(favoritesListMachine, {
    events,
    serializeState,
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
