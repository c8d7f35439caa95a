import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ApiError } from '../../api/errors'
import type { ProfileCard } from '../../api/models/profile'
import { type Deferred, deferred, flush, makeCard } from '../swipe-deck/swipe-deck.test-support'
import { matchesMachine } from './matches.machine'
import {
  selectError,
  selectHasFailed,
  selectIsEmpty,
  selectIsLoaded,
  selectIsLoading,
  selectIsRefreshing,
  selectMatches,
} from './matches.selectors'

function start() {
  const answers: Deferred<ProfileCard[]>[] = []
  const machine = matchesMachine.provide({
    actors: {
      loadMatches: fromPromise<ProfileCard[]>(() => {
        const answer = deferred<ProfileCard[]>()
        answers.push(answer)
        return answer.promise
      }),
    },
  })
  const actor = createActor(machine).start()
  const state = () => actor.getSnapshot()
  const answer = async (list: ProfileCard[]) => {
    answers.at(-1)?.resolve(list)
    await flush()
  }
  const fail = async () => {
    answers.at(-1)?.reject(new ApiError(500, 'oops', 'GET /index_api/match'))
    await flush()
  }
  return { actor, state, answers, answer, fail }
}

describe('matches machine', () => {
  it('reads the matches once, then lists them', async () => {
    const { state, answers, answer } = start()
    expect(selectIsLoading(state())).toBe(true)
    expect(answers).toHaveLength(1)
    await answer([makeCard('1'), makeCard('2')])
    expect(state().value).toBe('loaded')
    expect(selectIsLoaded(state())).toBe(true)
    expect(selectMatches(state()).map((m) => m.id)).toEqual(['1', '2'])
    expect(selectIsEmpty(state())).toBe(false)
  })

  it('says when there is no match yet', async () => {
    const { state, answer } = start()
    await answer([])
    expect(selectIsEmpty(state())).toBe(true)
  })

  it('keeps a failure as a code, and reads again on retry', async () => {
    const { actor, state, answers, fail, answer } = start()
    await fail()
    expect(selectHasFailed(state())).toBe(true)
    expect(selectError(state())).toBe('loadFailed')
    expect(selectIsEmpty(state())).toBe(false)
    actor.send({ type: 'matches.retry' })
    expect(answers).toHaveLength(2)
    expect(selectIsLoading(state())).toBe(true)
    await answer([makeCard('3')])
    expect(selectError(state())).toBeNull()
    expect(selectMatches(state())).toHaveLength(1)
  })

  it('refreshes behind the list, and keeps the list when the refresh fails', async () => {
    const { actor, state, answer, fail } = start()
    await answer([makeCard('1')])
    actor.send({ type: 'matches.refresh' })
    expect(selectIsRefreshing(state())).toBe(true)
    expect(selectIsLoaded(state())).toBe(true)
    expect(selectMatches(state())).toHaveLength(1)
    await fail()
    expect(state().value).toBe('loaded')
    expect(selectMatches(state())).toHaveLength(1)
    actor.send({ type: 'matches.refresh' })
    await answer([makeCard('1'), makeCard('9')])
    expect(selectMatches(state()).map((m) => m.id)).toEqual(['1', '9'])
  })

  it('ignores a retry or refresh that makes no sense in the current state', async () => {
    const { actor, state, answers } = start()
    actor.send({ type: 'matches.retry' })
    actor.send({ type: 'matches.refresh' })
    expect(answers).toHaveLength(1)
    expect(state().value).toBe('loading')
  })
})
