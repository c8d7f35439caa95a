import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { events, serializeState } from './matches.fixtures'
import { matchesMachine } from './matches.machine'

describe('matches machine paths', () => {
  const paths = getShortestPaths(matchesMachine, {
    events,
    serializeState,
  })

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)))
    expect([...reached].sort()).toEqual(statePaths(matchesMachine.root).sort())
  })

  it('refreshes only a list already loaded', () => {
    const refreshing = paths.find((path) => path.state.matches('refreshing'))
    expect(refreshing?.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'xstate.done.actor.loadMatches',
      'matches.refresh',
    ])
  })
})
