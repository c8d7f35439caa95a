import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ApiError } from '../../api/errors'
import type { ProfileCard } from '../../api/models/profile'
import { loadNewProfiles, MAX_PAGES_PER_READ } from './swipe-deck.actors'
import { choiceForKey, PREFETCH_AT, swipeDeckMachine } from './swipe-deck.machine'
import {
  selectCanSwipe,
  selectCurrentProfile,
  selectError,
  selectHasLoadFailed,
  selectIsEmpty,
  selectIsLoading,
  selectLastChoice,
  selectPendingCount,
  selectShownMatch,
  selectUpcomingProfiles,
} from './swipe-deck.selectors'
import { type Deferred, deferred, flush, makeCard } from './swipe-deck.test-support'
import type {
  LoadProfilesInput,
  LoadProfilesOutput,
  SendSwipeInput,
  SwipeDeckEvent,
} from './swipe-deck.types'

const cards = (...ids: string[]) => ids.map((id) => makeCard(id))

/** A deck whose reads and sends are answered by hand. */
function start() {
  const reads: LoadProfilesInput[] = []
  const sends: SendSwipeInput[] = []
  const readAnswers: Deferred<LoadProfilesOutput>[] = []
  const sendAnswers: Deferred<{ isMatch: boolean }>[] = []
  const machine = swipeDeckMachine.provide({
    actors: {
      loadProfiles: fromPromise<LoadProfilesOutput, LoadProfilesInput>(({ input }) => {
        reads.push(input)
        const answer = deferred<LoadProfilesOutput>()
        readAnswers.push(answer)
        return answer.promise
      }),
      sendSwipe: fromPromise<{ isMatch: boolean }, SendSwipeInput>(({ input }) => {
        sends.push(input)
        const answer = deferred<{ isMatch: boolean }>()
        sendAnswers.push(answer)
        return answer.promise
      }),
    },
  })
  const actor = createActor(machine).start()
  const send = (event: SwipeDeckEvent) => actor.send(event)
  const state = () => actor.getSnapshot()
  const answerRead = async (profiles: ProfileCard[], page = 1, exhausted = false) => {
    readAnswers.at(-1)?.resolve({ profiles, page, exhausted })
    await flush()
  }
  const answerSend = async (index: number, isMatch = false) => {
    sendAnswers[index]?.resolve({ isMatch })
    await flush()
  }
  const failSend = async (index: number) => {
    sendAnswers[index]?.reject(new ApiError(500, 'oops', 'POST /index_api/match'))
    await flush()
  }
  return { actor, send, state, reads, sends, answerRead, answerSend, failSend, readAnswers }
}

describe('swipe deck: loading', () => {
  it('reads page 1 at once and shows Chargement... until it arrives', async () => {
    const { state, reads, answerRead } = start()
    expect(state().value).toEqual({ cards: 'waiting', refill: 'fetching', outbox: 'idle', match: 'hidden' })
    expect(selectIsLoading(state())).toBe(true)
    expect(reads).toEqual([{ page: 1, knownIds: [] }])
    await answerRead(cards('1', '2', '3', '4', '5', '6'))
    expect(state().value).toMatchObject({ cards: 'showing', refill: 'idle' })
    expect(selectCurrentProfile(state())?.id).toBe('1')
    expect(selectUpcomingProfiles(state()).map((p) => p.id)).toEqual(['2', '3'])
    expect(selectIsLoading(state())).toBe(false)
    expect(selectCanSwipe(state())).toBe(true)
  })

  it('shows the failure with a retry when the first read fails, and reads again on retry', async () => {
    const { state, send, reads, readAnswers, answerRead } = start()
    readAnswers[0]?.reject(new ApiError(0, '', 'GET /index_api/match'))
    await flush()
    expect(state().value).toMatchObject({ cards: 'waiting', refill: 'failed' })
    expect(selectHasLoadFailed(state())).toBe(true)
    expect(selectIsLoading(state())).toBe(false)
    send({ type: 'deck.retry' })
    expect(reads).toHaveLength(2)
    expect(selectIsLoading(state())).toBe(true)
    await answerRead(cards('1', '2', '3', '4', '5'))
    expect(selectCurrentProfile(state())?.id).toBe('1')
  })

  it('says the deck is empty when the server has nobody to show', async () => {
    const { state, answerRead } = start()
    await answerRead([], 1, true)
    expect(state().value).toMatchObject({ cards: 'empty', refill: 'exhausted' })
    expect(selectIsEmpty(state())).toBe(true)
    expect(selectCurrentProfile(state())).toBeNull()
    expect(selectCanSwipe(state())).toBe(false)
  })

  it('keeps reading while the first page brings fewer cards than the prefetch mark', async () => {
    const { state, reads, answerRead } = start()
    await answerRead(cards('1'), 1)
    expect(reads).toHaveLength(2)
    expect(reads[1]).toEqual({ page: 1, knownIds: ['1'] })
    expect(selectCurrentProfile(state())?.id).toBe('1')
    await answerRead([], 1, true)
    expect(state().value).toMatchObject({ cards: 'showing', refill: 'exhausted' })
  })
})

describe('swipe deck: choosing', () => {
  it('likes and passes the top card, and sends each choice in order, one at a time', async () => {
    const { state, send, sends, answerRead, answerSend } = start()
    await answerRead(cards('1', '2', '3', '4', '5', '6', '7'))
    send({ type: 'swipe.like' })
    send({ type: 'swipe.dislike' })
    expect(selectCurrentProfile(state())?.id).toBe('3')
    expect(sends).toEqual([{ userId: '1', choice: 'like' }])
    expect(selectPendingCount(state())).toBe(2)
    expect(selectLastChoice(state())).toMatchObject({ choice: 'dislike', profile: { id: '2' } })
    await answerSend(0)
    expect(sends).toEqual([
      { userId: '1', choice: 'like' },
      { userId: '2', choice: 'dislike' },
    ])
    await answerSend(1)
    expect(selectPendingCount(state())).toBe(0)
    expect(state().value).toMatchObject({ outbox: 'idle' })
  })

  it('takes ArrowRight as a like and ArrowLeft as a pass, and ignores other keys', async () => {
    const { state, send, sends, answerRead } = start()
    await answerRead(cards('1', '2', '3', '4', '5', '6', '7'))
    send({ type: 'key.press', key: 'Enter' })
    send({ type: 'key.press', key: 'ArrowUp' })
    expect(selectCurrentProfile(state())?.id).toBe('1')
    send({ type: 'key.press', key: 'ArrowRight' })
    expect(selectCurrentProfile(state())?.id).toBe('2')
    expect(sends[0]).toEqual({ userId: '1', choice: 'like' })
    send({ type: 'key.press', key: 'ArrowLeft' })
    expect(selectCurrentProfile(state())?.id).toBe('3')
    expect(selectLastChoice(state())).toMatchObject({ choice: 'dislike', profile: { id: '2' } })
  })

  it('maps keys to choices', () => {
    expect(choiceForKey('ArrowRight')).toBe('like')
    expect(choiceForKey('ArrowLeft')).toBe('dislike')
    expect(choiceForKey('ArrowDown')).toBeNull()
    expect(choiceForKey('constructor')).toBeNull()
  })

  it('reads the next profiles before the deck runs out, starting from the page that last gave some', async () => {
    const { state, send, reads, answerRead } = start()
    await answerRead(cards('1', '2', '3', '4', '5'), 1)
    expect(reads).toHaveLength(1)
    send({ type: 'swipe.like' })
    expect(reads).toHaveLength(1)
    send({ type: 'swipe.dislike' })
    // 3 cards left: PREFETCH_AT.
    expect(state().context.profiles).toHaveLength(PREFETCH_AT)
    expect(reads).toHaveLength(2)
    expect(reads[1]).toEqual({ page: 1, knownIds: ['1', '2', '3', '4', '5'] })
    expect(state().value).toMatchObject({ cards: 'showing', refill: 'fetching' })
    await answerRead(cards('6', '7', '8', '9'), 2)
    expect(state().context.profiles.map((p) => p.id)).toEqual(['3', '4', '5', '6', '7', '8', '9'])
    send({ type: 'swipe.like' })
    send({ type: 'swipe.like' })
    send({ type: 'swipe.like' })
    send({ type: 'swipe.like' })
    expect(reads[2]).toEqual({ page: 2, knownIds: ['1', '2', '3', '4', '5', '6', '7', '8', '9'] })
  })

  it('waits for the refill when the member swipes faster than it arrives', async () => {
    const { state, send, answerRead } = start()
    await answerRead(cards('1', '2'))
    await answerRead(cards('3'))
    send({ type: 'swipe.like' })
    send({ type: 'swipe.like' })
    send({ type: 'swipe.like' })
    expect(state().value).toMatchObject({ cards: 'waiting', refill: 'fetching' })
    expect(selectIsLoading(state())).toBe(true)
    await answerRead(cards('4', '5', '6', '7'))
    expect(selectCurrentProfile(state())?.id).toBe('4')
  })

  it('ends on the empty state once the last card is swiped and nothing more exists', async () => {
    const { state, send, answerRead } = start()
    await answerRead(cards('1', '2'))
    await answerRead([], 1, true)
    send({ type: 'swipe.like' })
    send({ type: 'swipe.dislike' })
    expect(selectIsEmpty(state())).toBe(true)
  })

  it('puts the card back on top when its choice fails to send, then clears the error on the next choice', async () => {
    const { state, send, answerRead, failSend, sends } = start()
    await answerRead(cards('1', '2', '3', '4', '5', '6'))
    send({ type: 'swipe.like' })
    await failSend(0)
    expect(selectError(state())).toBe('swipeFailed')
    expect(selectCurrentProfile(state())?.id).toBe('1')
    send({ type: 'swipe.like' })
    expect(selectError(state())).toBeNull()
    expect(sends.at(-1)).toEqual({ userId: '1', choice: 'like' })
  })

  it('brings a failed card back even after the deck emptied', async () => {
    const { state, send, answerRead, failSend } = start()
    await answerRead(cards('1'))
    await answerRead([], 1, true)
    send({ type: 'swipe.like' })
    expect(selectIsEmpty(state())).toBe(true)
    await failSend(0)
    expect(selectCurrentProfile(state())?.id).toBe('1')
  })
})

describe('swipe deck: matches', () => {
  it('shows a match when a like comes back mutual, and takes no choice until it is dismissed', async () => {
    const { state, send, answerRead, answerSend } = start()
    await answerRead(cards('1', '2', '3', '4', '5', '6'))
    send({ type: 'swipe.like' })
    await answerSend(0, true)
    expect(state().value).toMatchObject({ match: 'shown' })
    expect(selectShownMatch(state())?.id).toBe('1')
    expect(selectCanSwipe(state())).toBe(false)
    send({ type: 'swipe.like' })
    send({ type: 'key.press', key: 'ArrowLeft' })
    expect(selectCurrentProfile(state())?.id).toBe('2')
    send({ type: 'match.dismiss' })
    expect(state().value).toMatchObject({ match: 'hidden' })
    expect(selectShownMatch(state())).toBeNull()
    expect(selectCanSwipe(state())).toBe(true)
  })

  it('shows matches one after the other', async () => {
    const { state, send, answerRead, answerSend } = start()
    await answerRead(cards('1', '2', '3', '4', '5', '6'))
    send({ type: 'swipe.like' })
    send({ type: 'swipe.like' })
    await answerSend(0, true)
    await answerSend(1, true)
    expect(selectShownMatch(state())?.id).toBe('1')
    send({ type: 'match.dismiss' })
    expect(selectShownMatch(state())?.id).toBe('2')
    send({ type: 'match.dismiss' })
    expect(selectShownMatch(state())).toBeNull()
  })

  it('never calls a pass a match', async () => {
    const { state, send, answerRead, answerSend } = start()
    await answerRead(cards('1', '2', '3', '4', '5', '6'))
    send({ type: 'swipe.dislike' })
    await answerSend(0, true)
    expect(selectShownMatch(state())).toBeNull()
  })
})

describe('loadNewProfiles', () => {
  const pages = (byPage: Record<number, string[]>) => {
    const asked: number[] = []
    const fetchPage = async (page: number) => {
      asked.push(page)
      return cards(...(byPage[page] ?? []))
    }
    return { asked, fetchPage }
  }

  it('returns the new profiles of the first page that has some, without duplicates', async () => {
    const { asked, fetchPage } = pages({ 1: ['1', '2', '2', '3'] })
    const out = await loadNewProfiles(fetchPage, { page: 1, knownIds: ['1'] })
    expect(out.profiles.map((p) => p.id)).toEqual(['2', '3'])
    expect(out).toMatchObject({ page: 1, exhausted: false })
    expect(asked).toEqual([1])
  })

  it('moves on to the next page when a page holds only known profiles (fixed pages)', async () => {
    const { asked, fetchPage } = pages({ 1: ['1', '2'], 2: ['3', '4'] })
    const out = await loadNewProfiles(fetchPage, { page: 1, knownIds: ['1', '2'] })
    expect(out.profiles.map((p) => p.id)).toEqual(['3', '4'])
    expect(out.page).toBe(2)
    expect(asked).toEqual([1, 2])
  })

  it('is exhausted at the first empty page', async () => {
    const { asked, fetchPage } = pages({ 1: ['1'] })
    const out = await loadNewProfiles(fetchPage, { page: 1, knownIds: ['1'] })
    expect(out).toEqual({ profiles: [], page: 2, exhausted: true })
    expect(asked).toEqual([1, 2])
  })

  it('gives up after a bounded number of pages that bring nothing new', async () => {
    const fetchPage = async () => cards('1')
    const out = await loadNewProfiles(fetchPage, { page: 1, knownIds: ['1'] })
    expect(out.exhausted).toBe(true)
    expect(out.page).toBe(1 + MAX_PAGES_PER_READ)
  })

  it('skips cards without an id and starts at page 1 at least', async () => {
    const { asked, fetchPage } = pages({ 1: ['', '5'] })
    const out = await loadNewProfiles(fetchPage, { page: 0, knownIds: [] })
    expect(out.profiles.map((p) => p.id)).toEqual(['5'])
    expect(asked).toEqual([1])
  })
})
