import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ApiError } from '../../api/errors'
import { ActivityKind, type GuestPage } from '../../api/models/social'
import { type Deferred, deferred, flush, makeActivity } from '../swipe-deck/swipe-deck.test-support'
import { initialVisitorsContext, visitorsMachine } from './visitors.machine'
import {
  selectError,
  selectGuests,
  selectHasFailed,
  selectIsEmpty,
  selectIsFirstLoad,
  selectIsLoading,
  selectPage,
  selectPageCount,
  selectRequestedPage,
  selectTab,
  selectTotal,
} from './visitors.selectors'
import type { LoadGuestsInput, VisitorsInput } from './visitors.types'

const guestPage = (ids: string[], pageCount = 3, total = 30): GuestPage => ({
  guests: ids.map((id) => makeActivity(id, ActivityKind.Visited)),
  pageCount,
  total,
})

function start(input: VisitorsInput = {}) {
  const calls: LoadGuestsInput[] = []
  const answers: Deferred<GuestPage>[] = []
  const machine = visitorsMachine.provide({
    actors: {
      loadGuests: fromPromise<GuestPage, LoadGuestsInput>(({ input: call }) => {
        calls.push(call)
        const answer = deferred<GuestPage>()
        answers.push(answer)
        return answer.promise
      }),
    },
  })
  const actor = createActor(machine, { input }).start()
  const answer = async (page: GuestPage) => {
    answers.at(-1)?.resolve(page)
    await flush()
  }
  const fail = async () => {
    answers.at(-1)?.reject(new ApiError(500, 'oops', 'GET /index_api/guest/get/visites'))
    await flush()
  }
  return { actor, send: actor.send.bind(actor), state: () => actor.getSnapshot(), calls, answer, fail }
}

describe('visitors machine', () => {
  it('reads the first page of visits, then shows it with its count', async () => {
    const { state, calls, answer } = start()
    expect(selectTab(state())).toBe('visits')
    expect(selectIsFirstLoad(state())).toBe(true)
    expect(calls).toEqual([{ tab: 'visits', page: 1 }])
    await answer(guestPage(['1', '2']))
    expect(state().value).toBe('loaded')
    expect(selectGuests(state()).map((g) => g.id)).toEqual(['1', '2'])
    expect(selectPage(state())).toBe(1)
    expect(selectPageCount(state())).toBe(3)
    expect(selectTotal(state())).toBe(30)
    expect(selectIsEmpty(state())).toBe(false)
  })

  it('starts on the tab and page it is given', () => {
    const { calls, state } = start({ tab: 'votes', page: 2 })
    expect(calls).toEqual([{ tab: 'votes', page: 2 }])
    expect(selectRequestedPage(state())).toBe(2)
    expect(initialVisitorsContext({ page: -4 }).lists.visits.page).toBe(1)
    expect(initialVisitorsContext({ page: 1.5 }).lists.visits.page).toBe(1)
  })

  it('pages forward and back, keeping the shown page on screen while the next one loads', async () => {
    const { send, state, calls, answer } = start()
    await answer(guestPage(['1', '2']))
    send({ type: 'page.go', page: 2 })
    expect(calls.at(-1)).toEqual({ tab: 'visits', page: 2 })
    expect(selectIsLoading(state())).toBe(true)
    expect(selectIsFirstLoad(state())).toBe(false)
    expect(selectPage(state())).toBe(1)
    expect(selectRequestedPage(state())).toBe(2)
    expect(selectGuests(state()).map((g) => g.id)).toEqual(['1', '2'])
    await answer(guestPage(['3', '4']))
    expect(selectPage(state())).toBe(2)
    expect(selectGuests(state()).map((g) => g.id)).toEqual(['3', '4'])
  })

  it('refuses pages that do not exist or are already shown', async () => {
    const { send, calls, answer } = start()
    await answer(guestPage(['1'], 2, 13))
    send({ type: 'page.go', page: 1 })
    send({ type: 'page.go', page: 0 })
    send({ type: 'page.go', page: 3 })
    send({ type: 'page.go', page: 1.5 })
    expect(calls).toHaveLength(1)
    send({ type: 'page.go', page: 2 })
    expect(calls).toHaveLength(2)
  })

  it('switches to votes, reads them once, and shows each tab again at once', async () => {
    const { send, state, calls, answer } = start()
    await answer(guestPage(['1']))
    send({ type: 'tab.select', tab: 'votes' })
    expect(selectTab(state())).toBe('votes')
    expect(selectIsFirstLoad(state())).toBe(true)
    expect(calls.at(-1)).toEqual({ tab: 'votes', page: 1 })
    await answer(guestPage(['9'], 1, 1))
    expect(selectGuests(state()).map((g) => g.id)).toEqual(['9'])
    send({ type: 'tab.select', tab: 'visits' })
    expect(state().value).toBe('loaded')
    expect(selectGuests(state()).map((g) => g.id)).toEqual(['1'])
    send({ type: 'tab.select', tab: 'votes' })
    send({ type: 'tab.select', tab: 'votes' })
    expect(calls).toHaveLength(2)
  })

  it('drops a read of the tab it leaves and reads the new tab instead', async () => {
    const { send, state, calls, answer } = start()
    send({ type: 'tab.select', tab: 'votes' })
    expect(calls.map((c) => c.tab)).toEqual(['visits', 'votes'])
    await answer(guestPage(['7'], 1, 1))
    expect(selectTab(state())).toBe('votes')
    expect(selectGuests(state()).map((g) => g.id)).toEqual(['7'])
  })

  it('opens a tab at the page a link names, reading it unless it is the page shown', async () => {
    const { send, state, calls, answer } = start({ tab: 'votes' })
    await answer(guestPage(['9']))
    send({ type: 'tab.select', tab: 'visits', page: 2 })
    expect(calls.at(-1)).toEqual({ tab: 'visits', page: 2 })
    await answer(guestPage(['13']))
    expect(selectPage(state())).toBe(2)
    send({ type: 'tab.select', tab: 'votes', page: 1 })
    expect(state().value).toBe('loaded')
    expect(calls).toHaveLength(2)
    send({ type: 'tab.select', tab: 'visits', page: 3 })
    expect(calls.at(-1)).toEqual({ tab: 'visits', page: 3 })
  })

  it('forgets a half-read page of the tab it leaves', async () => {
    const { send, state, answer } = start()
    await answer(guestPage(['1']))
    send({ type: 'tab.select', tab: 'votes' })
    await answer(guestPage(['9']))
    send({ type: 'tab.select', tab: 'visits' })
    send({ type: 'page.go', page: 2 })
    send({ type: 'tab.select', tab: 'votes' })
    send({ type: 'tab.select', tab: 'visits' })
    expect(state().value).toBe('loaded')
    expect(selectRequestedPage(state())).toBe(1)
    expect(selectPage(state())).toBe(1)
  })

  it('shows a failure as a code, and retries the same page', async () => {
    const { send, state, calls, answer, fail } = start()
    await answer(guestPage(['1']))
    send({ type: 'page.go', page: 3 })
    await fail()
    expect(selectHasFailed(state())).toBe(true)
    expect(selectError(state())).toBe('loadFailed')
    expect(selectGuests(state()).map((g) => g.id)).toEqual(['1'])
    send({ type: 'guests.retry' })
    expect(calls.at(-1)).toEqual({ tab: 'visits', page: 3 })
    expect(selectError(state())).toBeNull()
    await answer(guestPage(['5']))
    expect(selectPage(state())).toBe(3)
  })

  it('lets the member pick another page after a failure', async () => {
    const { send, calls, answer, fail } = start()
    await answer(guestPage(['1']))
    send({ type: 'page.go', page: 3 })
    await fail()
    send({ type: 'page.go', page: 2 })
    expect(calls.at(-1)).toEqual({ tab: 'visits', page: 2 })
  })

  it('says nobody came when the list is empty', async () => {
    const { state, answer } = start()
    await answer({ guests: [], pageCount: 0, total: 0 })
    expect(selectIsEmpty(state())).toBe(true)
  })
})
