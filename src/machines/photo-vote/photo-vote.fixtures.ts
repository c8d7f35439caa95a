/**
 * Sample data for the photo vote machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import { RefusedError } from '../../api/errors'
import { definePathFixtures } from '../../lib/path-fixtures'
import { photoVoteMachine } from './photo-vote.machine'
import { voteResponse } from './photo-vote.test-support'
import type { PhotoVoteEvent } from './photo-vote.types'

export const events = [
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

export const input = { sex: '2' }

// What tells two states of one value apart: the context the guards read.
export const serializeState = (s: SnapshotFrom<typeof photoVoteMachine>) =>
  JSON.stringify([s.value, s.context.sex, s.context.queue.length, s.context.pendingStars])

export const pathFixtures = definePathFixtures(photoVoteMachine, [{ events, input, serializeState }])
