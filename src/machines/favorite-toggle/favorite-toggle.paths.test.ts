import { describe, expect, it } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { RefusedError } from '../../api/errors'
import { statePaths } from '../../lib/state-paths'
import { favoriteToggleMachine } from './favorite-toggle.machine'
import type { FavoriteToggleEvent } from './favorite-toggle.types'

const events = [
  { type: 'favorite.toggle' },
  { type: 'favorite.known', isFavorite: true },
  { type: 'favorite.known', isFavorite: false },
  { type: 'xstate.done.actor.syncFavorite', output: undefined },
  { type: 'xstate.error.actor.syncFavorite', error: new RefusedError('POST /ajax_api/setFriend', 'Non') },
] as AnyEventObject[] as FavoriteToggleEvent[]

describe('favorite toggle paths', () => {
  const paths = getShortestPaths(favoriteToggleMachine, {
    events,
    input: { memberId: '42', isFavorite: false },
    serializeState: ({ value, context }) =>
      JSON.stringify([value, context.isFavorite, context.failure?.code]),
  })

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
