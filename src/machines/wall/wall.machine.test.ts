import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ApiError } from '../../api/errors'
import { ActivityKind, type WallBuckets } from '../../api/models/social'
import { type Deferred, deferred, flush, makeActivity } from '../swipe-deck/swipe-deck.test-support'
import { emptyWall, WALL_BUCKETS, wallMachine } from './wall.machine'
import {
  selectBucket,
  selectError,
  selectFilledBuckets,
  selectHasFailed,
  selectIsEmpty,
  selectIsLoaded,
  selectIsLoading,
} from './wall.selectors'

function start() {
  const answers: Deferred<WallBuckets>[] = []
  const machine = wallMachine.provide({
    actors: {
      loadWall: fromPromise<WallBuckets>(() => {
        const answer = deferred<WallBuckets>()
        answers.push(answer)
        return answer.promise
      }),
    },
  })
  const actor = createActor(machine).start()
  return { actor, state: () => actor.getSnapshot(), answers }
}

describe('wall machine', () => {
  it('reads the wall, then shows the buckets that hold something, in the wall order', async () => {
    const { state, answers } = start()
    expect(selectIsLoading(state())).toBe(true)
    answers[0]?.resolve({
      ...emptyWall(),
      birthday: [makeActivity('1', ActivityKind.Birthday)],
      visited: [makeActivity('2', ActivityKind.Visited), makeActivity('3', ActivityKind.Visited)],
    })
    await flush()
    expect(selectIsLoaded(state())).toBe(true)
    expect(selectFilledBuckets(state())).toEqual(['visited', 'birthday'])
    expect(selectBucket('visited')(state()).map((i) => i.id)).toEqual(['2', '3'])
    expect(selectIsEmpty(state())).toBe(false)
  })

  it('says when the wall is empty', async () => {
    const { state, answers } = start()
    answers[0]?.resolve(emptyWall())
    await flush()
    expect(selectIsEmpty(state())).toBe(true)
  })

  it('keeps a failure as a code and reads again on retry', async () => {
    const { actor, state, answers } = start()
    answers[0]?.reject(new ApiError(0, '', 'GET /index_api/wall'))
    await flush()
    expect(selectHasFailed(state())).toBe(true)
    expect(selectError(state())).toBe('loadFailed')
    expect(selectIsEmpty(state())).toBe(false)
    actor.send({ type: 'wall.retry' })
    expect(answers).toHaveLength(2)
    answers[1]?.resolve(emptyWall())
    await flush()
    expect(selectError(state())).toBeNull()
  })

  it('knows the five buckets of spec section 3', () => {
    expect([...WALL_BUCKETS].sort()).toEqual(Object.keys(emptyWall()).sort())
  })
})
