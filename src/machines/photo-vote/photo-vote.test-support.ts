/** Stubs for the vote page's machine, shared by its tests and stories. */
import { fromPromise } from 'xstate'
import type { VoteResponse } from '../../api/models/votes'
import { makeCard } from '../profile/profile.test-support'
import { photoVoteMachine } from './photo-vote.machine'
import type { CastVoteInput } from './photo-vote.types'

export const voteResponse = (candidates = 3, history = 2): VoteResponse => ({
  profilesToVote: Array.from({ length: candidates }, (_, i) =>
    makeCard(30001 + i, { nickname: `Candidate${i + 1}` }),
  ),
  history: Array.from({ length: history }, (_, i) =>
    makeCard(31001 + i, { nickname: `Voted${i + 1}`, userNote: 8 - 2 * i }),
  ),
})

export interface PhotoVoteStubs {
  loadVotePhotos?: (input: { sex: string }) => Promise<VoteResponse>
  castVote?: (input: CastVoteInput) => Promise<void>
}

export function photoVoteMachineWith(stubs: PhotoVoteStubs = {}) {
  return photoVoteMachine.provide({
    actors: {
      loadVotePhotos: fromPromise<VoteResponse, { sex: string }>(({ input }) =>
        (stubs.loadVotePhotos ?? (async () => voteResponse()))(input),
      ),
      castVote: fromPromise<void, CastVoteInput>(({ input }) => (stubs.castVote ?? (async () => {}))(input)),
    },
  })
}
