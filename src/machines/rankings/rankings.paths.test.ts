import { describe, expect, it } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { makeCard } from '../profile/profile.test-support'
import { rankingsMachine } from './rankings.machine'
import type { RankingsEvent } from './rankings.types'

const events = [
  { type: 'page.goto', page: 2 },
  { type: 'sex.change', sex: '1' },
  { type: 'rankings.retry' },
  { type: 'xstate.done.actor.loadRanking', output: { profiles: [makeCard(1)], pageCount: 3 } },
  { type: 'xstate.done.actor.loadRanking', output: { profiles: [], pageCount: 0 } },
  { type: 'xstate.error.actor.loadRanking', error: new Error('down') },
] as AnyEventObject[] as RankingsEvent[]

describe('rankings machine paths', () => {
  const paths = getShortestPaths(rankingsMachine, {
    events,
    input: { sex: '2' },
    serializeState: (s) => JSON.stringify([s.value, s.context.sex, s.context.page, s.context.pageCount]),
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
