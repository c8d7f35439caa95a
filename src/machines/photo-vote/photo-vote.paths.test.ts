import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { events, input, serializeState } from './photo-vote.fixtures'
import { photoVoteMachine } from './photo-vote.machine'

function activePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
    prefix + key,
    ...activePaths(child, `${prefix}${key}.`),
  ])
}

describe('photo-vote machine paths', () => {
  const paths = getShortestPaths(photoVoteMachine, {
    events,
    input,
    serializeState,
  })
  const reached = new Set(paths.flatMap((path) => activePaths(path.state.value)))

  it('reaches every state', () => {
    expect([...reached].sort()).toEqual(statePaths(photoVoteMachine.root).sort())
  })

  it('submits a vote only by rating a loaded member', () => {
    const path = paths.find((p) => p.state.matches({ voting: 'submitting' }))
    expect(path?.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'xstate.done.actor.loadVotePhotos',
      'vote.rate',
    ])
  })
})
