import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { events, input, serializeState } from './rankings.fixtures'
import { rankingsMachine } from './rankings.machine'

describe('rankings machine paths', () => {
  const paths = getShortestPaths(rankingsMachine, {
    events,
    input,
    serializeState,
  })

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)))
    expect([...reached].sort()).toEqual(statePaths(rankingsMachine.root).sort())
  })

  it('shows page 2 only once it was asked for and read', () => {
    const path = paths.find((p) => p.state.matches('loaded') && p.state.context.page === 2)
    expect(path?.steps.map((step) => step.event.type).slice(-2)).toEqual([
      'page.goto',
      'xstate.done.actor.loadRanking',
    ])
  })
})
