import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { RefusedError } from '../../api/errors'
import { makeCard, makePhoto } from '../profile/profile.test-support'
import { isStarRating } from './photo-vote.machine'
import {
  selectCurrent,
  selectHasFailed,
  selectHistory,
  selectIsEmpty,
  selectIsSubmitting,
  selectIsVoting,
  selectVoteFailure,
} from './photo-vote.selectors'
import { photoVoteMachineWith, voteResponse } from './photo-vote.test-support'
import type { CastVoteInput } from './photo-vote.types'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function start(candidates = 3) {
  const votes: CastVoteInput[] = []
  const loads: string[] = []
  let answer = deferred<void>()
  const machine = photoVoteMachineWith({
    loadVotePhotos: async ({ sex }) => {
      loads.push(sex)
      return voteResponse(candidates)
    },
    castVote: (input) => {
      votes.push(input)
      answer = deferred<void>()
      return answer.promise
    },
  })
  const actor = createActor(machine, { input: { sex: '2' } }).start()
  return { actor, votes, loads, answer: () => answer }
}

describe('photo-vote machine', () => {
  it('loads the members to rate for the chosen gender, with the history', async () => {
    const { actor, loads } = start()
    await waitFor(actor, selectIsVoting)
    expect(loads).toEqual(['2'])
    expect(selectCurrent(actor.getSnapshot())?.nickname).toBe('Candidate1')
    expect(selectHistory(actor.getSnapshot()).map((c) => c.nickname)).toEqual(['Voted1', 'Voted2'])
  })

  it('sends 4 stars as the owner’s id, the photo’s num and 4 stars (the API doubles them to 8)', async () => {
    const { actor, votes, answer } = start()
    await waitFor(actor, selectIsVoting)
    actor.send({ type: 'vote.rate', stars: 4 })
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'vote.rate', stars: 2 })
    expect(votes).toEqual([{ userId: '30001', photoNum: '30001', stars: 4 }])
    answer().resolve()
    await waitFor(actor, (s) => s.matches({ voting: 'idle' }))
    expect(selectCurrent(actor.getSnapshot())?.nickname).toBe('Candidate2')
    const [top] = selectHistory(actor.getSnapshot())
    expect(top).toMatchObject({ nickname: 'Candidate1', userNote: 8 })
    expect(actor.getSnapshot().context.lastVote).toEqual({ nickname: 'Candidate1', stars: 4 })
    actor.send({ type: 'vote.skip' })
    expect(actor.getSnapshot().context.lastVote).toBeNull()
  })

  it('lights stars chosen with the arrow keys without voting, then votes them; a skip forgets them', async () => {
    const { actor, votes, answer } = start()
    await waitFor(actor, selectIsVoting)
    actor.send({ type: 'vote.choose', stars: 2 })
    actor.send({ type: 'vote.choose', stars: 3 })
    expect(actor.getSnapshot().matches({ voting: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context.pendingStars).toBe(3)
    expect(votes).toEqual([])
    actor.send({ type: 'vote.rate', stars: 3 })
    expect(votes).toEqual([{ userId: '30001', photoNum: '30001', stars: 3 }])
    answer().resolve()
    await waitFor(actor, (s) => s.matches({ voting: 'idle' }))
    actor.send({ type: 'vote.choose', stars: 5 })
    actor.send({ type: 'vote.choose', stars: 0 })
    expect(actor.getSnapshot().context.pendingStars).toBe(5)
    actor.send({ type: 'vote.skip' })
    expect(actor.getSnapshot().context.pendingStars).toBeNull()
    expect(votes).toHaveLength(1)
  })

  it('ignores ratings outside 1 to 5 stars', async () => {
    const { actor, votes } = start()
    await waitFor(actor, selectIsVoting)
    for (const stars of [0, 6, 2.5, -1]) actor.send({ type: 'vote.rate', stars })
    expect(votes).toEqual([])
    expect([1, 5].every(isStarRating)).toBe(true)
  })

  it('keeps the member on a refusal, with the server’s message', async () => {
    const { actor, answer } = start()
    await waitFor(actor, selectIsVoting)
    actor.send({ type: 'vote.rate', stars: 5 })
    answer().reject(new RefusedError('POST /ajax_api/gal_vote', 'Photo introuvable'))
    await waitFor(actor, (s) => s.matches({ voting: 'idle' }))
    expect(selectCurrent(actor.getSnapshot())?.nickname).toBe('Candidate1')
    expect(selectVoteFailure(actor.getSnapshot())).toEqual({ code: 'server', message: 'Photo introuvable' })
    actor.send({ type: 'vote.skip' })
    expect(selectVoteFailure(actor.getSnapshot())).toBeNull()
    expect(selectCurrent(actor.getSnapshot())?.nickname).toBe('Candidate2')
  })

  it('reads the list again when the queue runs out', async () => {
    const { actor, loads, answer } = start(1)
    await waitFor(actor, selectIsVoting)
    actor.send({ type: 'vote.rate', stars: 3 })
    answer().resolve()
    await waitFor(actor, (s) => s.matches('loading'))
    await waitFor(actor, selectIsVoting)
    expect(loads).toEqual(['2', '2'])
    actor.send({ type: 'vote.skip' })
    await waitFor(actor, selectIsVoting)
    expect(loads).toHaveLength(3)
  })

  it('changes gender and reads again, but never in the middle of a vote', async () => {
    const { actor, loads, answer } = start()
    await waitFor(actor, selectIsVoting)
    actor.send({ type: 'vote.rate', stars: 1 })
    actor.send({ type: 'sex.change', sex: '1' })
    expect(loads).toEqual(['2'])
    answer().resolve()
    await waitFor(actor, (s) => s.matches({ voting: 'idle' }))
    actor.send({ type: 'sex.change', sex: '1' })
    await waitFor(actor, selectIsVoting)
    expect(loads).toEqual(['2', '1'])
    expect(actor.getSnapshot().context.sex).toBe('1')
  })

  it('is empty when nobody with a photo is left, and fails (then retries) when the list cannot be read', async () => {
    let attempt = 0
    const machine = photoVoteMachineWith({
      loadVotePhotos: async () => {
        attempt += 1
        if (attempt === 1) throw new Error('down')
        return { profilesToVote: [makeCard(1, { photos: [], avatar: null })], history: [] }
      },
    })
    const actor = createActor(machine, { input: { sex: '' } }).start()
    await waitFor(actor, selectHasFailed)
    actor.send({ type: 'votes.reload' })
    await waitFor(actor, selectIsEmpty)
    expect(actor.getSnapshot().context.queue).toEqual([])
  })

  it('rates the avatar (the main photo), not the first photo', async () => {
    const main = makePhoto(9, { num: '9', isMain: true })
    const machine = photoVoteMachineWith({
      loadVotePhotos: async () => ({
        profilesToVote: [makeCard(5, { photos: [makePhoto(8, { num: '8' }), main], avatar: main })],
        history: [],
      }),
    })
    const votes: CastVoteInput[] = []
    const spy = machine.provide({
      actors: {
        castVote: fromPromise<void, CastVoteInput>(async ({ input }) => {
          votes.push(input)
        }),
      },
    })
    const actor = createActor(spy, { input: { sex: '' } }).start()
    await waitFor(actor, selectIsVoting)
    actor.send({ type: 'vote.rate', stars: 2 })
    expect(votes).toEqual([{ userId: '5', photoNum: '9', stars: 2 }])
  })
})
