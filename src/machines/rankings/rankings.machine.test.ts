import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { RankingPage } from '../../api/models/votes'
import { makeCard } from '../profile/profile.test-support'
import { rankingsMachine } from './rankings.machine'
import {
  selectFirstRank,
  selectHasFailed,
  selectIsEmpty,
  selectIsLoaded,
  selectPage,
  selectPageCount,
  selectProfiles,
} from './rankings.selectors'
import type { LoadRankingInput } from './rankings.types'

const pageOf = (sex: string, page: number): RankingPage => ({
  profiles: sex === '3' ? [] : Array.from({ length: 12 }, (_, i) => makeCard(page * 100 + i)),
  pageCount: sex === '3' ? 0 : 4,
})

function start(load: (input: LoadRankingInput) => Promise<RankingPage> = async (i) => pageOf(i.sex, i.page)) {
  const calls: LoadRankingInput[] = []
  const machine = rankingsMachine.provide({
    actors: {
      loadRanking: fromPromise<RankingPage, LoadRankingInput>(({ input }) => {
        calls.push(input)
        return load(input)
      }),
    },
  })
  const actor = createActor(machine, { input: { sex: '2' } }).start()
  return { actor, calls }
}

describe('rankings machine', () => {
  it('reads page 1 of the gender asked for', async () => {
    const { actor, calls } = start()
    await waitFor(actor, selectIsLoaded)
    expect(calls).toEqual([{ sex: '2', page: 1 }])
    expect(selectProfiles(actor.getSnapshot())).toHaveLength(12)
    expect(selectPageCount(actor.getSnapshot())).toBe(4)
    expect(selectFirstRank(actor.getSnapshot())).toBe(1)
  })

  it('goes to another page within the page count, and ignores the others', async () => {
    const { actor, calls } = start()
    await waitFor(actor, selectIsLoaded)
    for (const page of [0, 5, 1, 1.5]) actor.send({ type: 'page.goto', page })
    expect(calls).toHaveLength(1)
    actor.send({ type: 'page.goto', page: 3 })
    await waitFor(actor, selectIsLoaded)
    expect(calls.at(-1)).toEqual({ sex: '2', page: 3 })
    expect(selectPage(actor.getSnapshot())).toBe(3)
    expect(selectFirstRank(actor.getSnapshot())).toBe(25)
  })

  it('changes gender back on page 1; empty when nobody is ranked', async () => {
    const { actor, calls } = start()
    await waitFor(actor, selectIsLoaded)
    actor.send({ type: 'page.goto', page: 2 })
    await waitFor(actor, selectIsLoaded)
    actor.send({ type: 'sex.change', sex: '3' })
    await waitFor(actor, selectIsEmpty)
    expect(calls.at(-1)).toEqual({ sex: '3', page: 1 })
  })

  it('fails, then retries', async () => {
    let attempt = 0
    const { actor, calls } = start(async (input) => {
      attempt += 1
      if (attempt === 1) throw new Error('down')
      return pageOf(input.sex, input.page)
    })
    await waitFor(actor, selectHasFailed)
    actor.send({ type: 'rankings.retry' })
    await waitFor(actor, selectIsLoaded)
    expect(calls).toHaveLength(2)
  })
})
