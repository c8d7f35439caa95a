import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ApiError } from '../../api/errors'
import { type ActivityItem, ActivityKind } from '../../api/models/social'
import { type Deferred, deferred, flush, makeActivity } from '../swipe-deck/swipe-deck.test-support'
import { activitiesMachine, feedItems } from './activities.machine'
import {
  selectError,
  selectHasFailed,
  selectIsEmpty,
  selectIsLoaded,
  selectIsLoading,
  selectItems,
} from './activities.selectors'

function start() {
  const answers: Deferred<ActivityItem[]>[] = []
  const machine = activitiesMachine.provide({
    actors: {
      loadActivities: fromPromise<ActivityItem[]>(() => {
        const answer = deferred<ActivityItem[]>()
        answers.push(answer)
        return answer.promise
      }),
    },
  })
  const actor = createActor(machine).start()
  return { actor, state: () => actor.getSnapshot(), answers }
}

describe('activities machine', () => {
  it('reads the feed and keeps the items it can name, newest first', async () => {
    const { state, answers } = start()
    expect(selectIsLoading(state())).toBe(true)
    answers[0]?.resolve([
      makeActivity('1', ActivityKind.Connected, { activityDate: '2026-11-20 10:00:00' }),
      makeActivity('2', null),
      makeActivity('3', ActivityKind.Visited, { activityDate: '2026-11-21 09:00:00' }),
      makeActivity('', ActivityKind.Birthday),
    ])
    await flush()
    expect(selectIsLoaded(state())).toBe(true)
    expect(selectItems(state()).map((i) => i.id)).toEqual(['3', '1'])
    expect(selectIsEmpty(state())).toBe(false)
  })

  it('is empty when nothing is left', async () => {
    const { state, answers } = start()
    answers[0]?.resolve([makeActivity('2', null)])
    await flush()
    expect(selectIsEmpty(state())).toBe(true)
  })

  it('keeps a failure as a code and reads again on retry', async () => {
    const { actor, state, answers } = start()
    answers[0]?.reject(new ApiError(500, 'oops', 'GET /ajax_api/getActivities'))
    await flush()
    expect(selectHasFailed(state())).toBe(true)
    expect(selectError(state())).toBe('loadFailed')
    actor.send({ type: 'activities.retry' })
    expect(answers).toHaveLength(2)
    answers[1]?.resolve([makeActivity('1', ActivityKind.AddedPhoto)])
    await flush()
    expect(selectError(state())).toBeNull()
    expect(selectItems(state())).toHaveLength(1)
  })

  it('keeps the server order for items of the same date, and puts undated ones last', () => {
    const same = '2026-11-20 10:00:00'
    const items = feedItems([
      makeActivity('a', ActivityKind.Updated, { activityDate: null }),
      makeActivity('b', ActivityKind.Updated, { activityDate: same }),
      makeActivity('c', ActivityKind.AddedPhoto, { activityDate: same }),
    ])
    expect(items.map((i) => i.id)).toEqual(['b', 'c', 'a'])
  })
})
