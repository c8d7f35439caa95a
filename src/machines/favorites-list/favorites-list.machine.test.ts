import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ApiError } from '../../api/errors'
import type { ConversationContact } from '../../api/models/chat'
import { type Deferred, deferred, flush } from '../swipe-deck/swipe-deck.test-support'
import { makeContact } from './favorites-list.fixtures'
import { favoritesListMachine, sortFavorites } from './favorites-list.machine'
import {
  selectError,
  selectFavorites,
  selectHasFailed,
  selectIsEmpty,
  selectIsLoaded,
  selectIsLoading,
  selectKeptCount,
  selectLastChange,
  selectRemovedIds,
} from './favorites-list.selectors'

function start() {
  const answers: Deferred<ConversationContact[]>[] = []
  const machine = favoritesListMachine.provide({
    actors: {
      loadFavorites: fromPromise<ConversationContact[]>(() => {
        const answer = deferred<ConversationContact[]>()
        answers.push(answer)
        return answer.promise
      }),
    },
  })
  const actor = createActor(machine).start()
  return { actor, send: actor.send.bind(actor), state: () => actor.getSnapshot(), answers }
}

describe('favorites-list machine', () => {
  it('reads the favorites and lists them by nickname', async () => {
    const { state, answers } = start()
    expect(selectIsLoading(state())).toBe(true)
    answers[0]?.resolve([makeContact('1', 'zoé'), makeContact('2', 'Émilie'), makeContact('3', 'bruno')])
    await flush()
    expect(selectIsLoaded(state())).toBe(true)
    expect(selectFavorites(state()).map((f) => f.nickname)).toEqual(['bruno', 'Émilie', 'zoé'])
    expect(selectKeptCount(state())).toBe(3)
    expect(selectIsEmpty(state())).toBe(false)
  })

  it('says when there is no favorite', async () => {
    const { state, answers } = start()
    answers[0]?.resolve([])
    await flush()
    expect(selectIsEmpty(state())).toBe(true)
  })

  it('marks a favorite removed once the server confirmed it, and unmarks it when added back', async () => {
    const { send, state, answers } = start()
    answers[0]?.resolve([makeContact('1'), makeContact('2')])
    await flush()
    expect(selectLastChange(state())).toBeNull()
    send({ type: 'favorite.changed', memberId: '2', isFavorite: false })
    expect(selectRemovedIds(state())).toEqual(['2'])
    expect(selectKeptCount(state())).toBe(1)
    expect(selectLastChange(state())).toMatchObject({ favorite: { id: '2' }, isFavorite: false })
    expect(selectFavorites(state())).toHaveLength(2)
    send({ type: 'favorite.changed', memberId: '2', isFavorite: false })
    expect(selectRemovedIds(state())).toEqual(['2'])
    send({ type: 'favorite.changed', memberId: '2', isFavorite: true })
    expect(selectRemovedIds(state())).toEqual([])
    expect(selectLastChange(state())).toMatchObject({ favorite: { id: '2' }, isFavorite: true })
    send({ type: 'favorite.changed', memberId: '99', isFavorite: false })
    expect(selectRemovedIds(state())).toEqual([])
    expect(selectLastChange(state())).toMatchObject({ favorite: { id: '2' }, isFavorite: true })
  })

  it('keeps a failure as a code and reads again on retry', async () => {
    const { send, state, answers } = start()
    answers[0]?.reject(new ApiError(0, '', 'GET /ajax_api/load_contacts'))
    await flush()
    expect(selectHasFailed(state())).toBe(true)
    expect(selectError(state())).toBe('loadFailed')
    send({ type: 'favorites.retry' })
    expect(selectError(state())).toBeNull()
    expect(answers).toHaveLength(2)
    answers[1]?.resolve([makeContact('1')])
    await flush()
    expect(selectFavorites(state())).toHaveLength(1)
  })

  it('sorts without touching the list it was given', () => {
    const list = [makeContact('1', 'b'), makeContact('2', 'A')]
    expect(sortFavorites(list).map((f) => f.nickname)).toEqual(['A', 'b'])
    expect(list.map((f) => f.nickname)).toEqual(['b', 'A'])
  })
})
