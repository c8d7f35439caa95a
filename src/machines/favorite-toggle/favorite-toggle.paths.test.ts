import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { events, input, serializeState } from './favorite-toggle.fixtures'
import { favoriteToggleMachine } from './favorite-toggle.machine'

describe('favorite toggle paths', () => {
  const paths = getShortestPaths(favoriteToggleMachine, { events, input, serializeState })

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)))
    for (const state of statePaths(favoriteToggleMachine.root))
      expect(reached.has(JSON.stringify(state))).toBe(true)
  })

  it('reaches a rolled-back favorite by a refused add', () => {
    const rolledBack = paths.find(
      (p) => p.state.matches('idle') && p.state.context.failure?.code === 'refused',
    )
    expect(rolledBack?.steps.map((s) => s.event.type)).toEqual([
      'xstate.init',
      'favorite.toggle',
      'xstate.error.actor.syncFavorite',
    ])
    expect(rolledBack?.state.context.isFavorite).toBe(false)
  })
})
