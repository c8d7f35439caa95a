import { describe, expect, it } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { RefusedError } from '../../api/errors'
import { statePaths } from '../../lib/state-paths'
import { photoVoteMachine } from './photo-vote.machine'
import { voteResponse } from './photo-vote.test-support'
import type { PhotoVoteEvent } from './photo-vote.types'

function activePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
    prefix + key,
    ...activePaths(child, `${prefix}${key}.`),
  ])
}

const events = [
  { type: 'vote.rate', stars: 4 },
  { type: 'vote.choose', stars: 3 },
  { type: 'vote.skip' },
  { type: 'sex.change', sex: '1' },
  { type: 'votes.reload' },
  { type: 'xstate.done.actor.loadVotePhotos', output: voteResponse(2) },
  { type: 'xstate.done.actor.loadVotePhotos', output: voteResponse(0) },
  { type: 'xstate.error.actor.loadVotePhotos', error: new Error('down') },
  { type: 'xstate.done.actor.castVote', output: undefined },
  { type: 'xstate.error.actor.castVote', error: new RefusedError('POST /ajax_api/gal_vote', 'Non') },
] as AnyEventObject[] as PhotoVoteEvent[]

describe('photo-vote machine paths', () => {
  const paths = getShortestPaths(photoVoteMachine, {
    events,
    input: { sex: '2' },
    serializeState: (s) =>
      JSON.stringify([s.value, s.context.sex, s.context.queue.length, s.context.pendingStars]),
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
