import { describe, expect, it } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { makeCard } from '../swipe-deck/swipe-deck.test-support'
import { matchesMachine } from './matches.machine'
import type { MatchesEvent } from './matches.types'

const events = [
  { type: 'matches.retry' },
  { type: 'matches.refresh' },
  { type: 'xstate.done.actor.loadMatches', output: [makeCard('1')] },
  { type: 'xstate.error.actor.loadMatches', error: new Error('offline') },
] as AnyEventObject[] as MatchesEvent[]

describe('matches machine paths', () => {
  const paths = getShortestPaths(matchesMachine, {
    events,
    serializeState: ({ value, context }) => JSON.stringify([value, context.matches.length, context.error]),
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
