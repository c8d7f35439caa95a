import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { ApiError } from '../../api/errors'
import type { SearchResult } from '../../api/models/search'
import { searchResultsMachine } from './search-results.machine'
import {
  selectError,
  selectIsFirstLoad,
  selectIsLoading,
  selectPage,
  selectPageCount,
  selectProfiles,
  selectStatus,
  selectTags,
  selectTotal,
} from './search-results.selectors'
import {
  type SearchResultsStubs,
  sampleResult,
  searchResultsMachineWith,
} from './search-results.test-support'
import type { FetchResultsInput, SearchResultsInput } from './search-results.types'

function start(stubs: SearchResultsStubs = {}, input: SearchResultsInput = { query: {} }) {
  const actor = createActor(searchResultsMachineWith(stubs), { input })
  actor.start()
  return actor
}

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('search-results machine', () => {
  it('loads the page of the URL, 12 members a page, with the criteria of the query', async () => {
    const fetchResults = vi.fn(async ({ criteria }: FetchResultsInput) => sampleResult(40, criteria.page))
    const actor = start(
      { fetchResults },
      { query: { gender: '2', age: { from: 25, to: 35 }, page: 2 }, kind: 'search' },
    )
    expect(selectStatus(actor.getSnapshot())).toBe('loading')
    expect(selectIsFirstLoad(actor.getSnapshot())).toBe(true)
    await waitFor(actor, (s) => s.matches('loaded'))
    expect(fetchResults).toHaveBeenCalledWith({
      criteria: { page: 2, limit: 12, gender: '2', age: { from: 25, to: 35 } },
      kind: 'search',
    })
    const s = actor.getSnapshot()
    expect(selectProfiles(s)).toHaveLength(12)
    expect(selectTotal(s)).toBe(40)
    expect(selectPageCount(s)).toBe(4)
    expect(selectPage(s)).toBe(2)
    expect(selectTags(s).map((t) => t.name)).toContain('Cinéma')
  })

  it('calls meeting_res for the rendez-vous kind', async () => {
    const fetchResults = vi.fn(async (_: FetchResultsInput) => sampleResult(3))
    const actor = start({ fetchResults }, { query: {}, kind: 'meeting' })
    await waitFor(actor, (s) => s.matches('loaded'))
    expect(fetchResults.mock.calls[0]?.[0].kind).toBe('meeting')
  })

  it('follows the URL: another page reloads and keeps the old cards on screen meanwhile', async () => {
    const second = deferred<SearchResult>()
    const fetchResults = vi.fn(({ criteria }: FetchResultsInput) =>
      criteria.page === 2 ? second.promise : Promise.resolve(sampleResult(40, criteria.page)),
    )
    const actor = start({ fetchResults })
    await waitFor(actor, (s) => s.matches('loaded'))
    const firstPage = selectProfiles(actor.getSnapshot())
    actor.send({ type: 'query.changed', query: { page: 2 } })
    expect(selectIsLoading(actor.getSnapshot())).toBe(true)
    expect(selectIsFirstLoad(actor.getSnapshot())).toBe(false)
    expect(selectProfiles(actor.getSnapshot())).toBe(firstPage)
    second.resolve(sampleResult(40, 2))
    await waitFor(actor, (s) => s.matches('loaded'))
    expect(selectProfiles(actor.getSnapshot())[0]?.id).not.toBe(firstPage[0]?.id)
    expect(selectPage(actor.getSnapshot())).toBe(2)
  })

  it('ignores the same query again (a re-render), so nothing is fetched twice', async () => {
    const fetchResults = vi.fn(async () => sampleResult(5))
    const actor = start({ fetchResults }, { query: { gender: '1' } })
    await waitFor(actor, (s) => s.matches('loaded'))
    actor.send({ type: 'query.changed', query: { gender: '1' } })
    expect(actor.getSnapshot().value).toBe('loaded')
    expect(fetchResults).toHaveBeenCalledTimes(1)
  })

  it('drops the answer of a query the member already left (back button while loading)', async () => {
    const slow = deferred<SearchResult>()
    const fetchResults = vi.fn(({ criteria }: FetchResultsInput) =>
      criteria.page === 3 ? slow.promise : Promise.resolve(sampleResult(40, criteria.page)),
    )
    const actor = start({ fetchResults }, { query: { page: 3 } })
    actor.send({ type: 'query.changed', query: { page: 2 } })
    await waitFor(actor, (s) => s.matches('loaded'))
    slow.resolve(sampleResult(40, 3))
    await flush()
    expect(selectPage(actor.getSnapshot())).toBe(2)
    expect(selectProfiles(actor.getSnapshot())[0]?.id).toBe(sampleResult(40, 2).profiles[0]?.id)
  })

  it('says when nobody matches, also for a page past the last one', async () => {
    const actor = start(
      { fetchResults: async ({ criteria }) => sampleResult(10, criteria.page) },
      {
        query: { page: 5 },
      },
    )
    await waitFor(actor, (s) => s.matches('empty'))
    expect(selectProfiles(actor.getSnapshot())).toEqual([])
    expect(selectTotal(actor.getSnapshot())).toBe(10)
  })

  it("keeps 'loadFailed' on failure, and tries again on retry", async () => {
    let calls = 0
    const fetchResults = vi.fn(async () => {
      calls += 1
      if (calls === 1) throw new ApiError(500, 'Erreur interne du serveur', 'GET /index_api/search')
      return sampleResult(12)
    })
    const actor = start({ fetchResults })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(selectError(actor.getSnapshot())).toBe('loadFailed')
    actor.send({ type: 'results.retry' })
    expect(selectError(actor.getSnapshot())).toBeNull()
    await waitFor(actor, (s) => s.matches('loaded'))
    expect(fetchResults).toHaveBeenCalledTimes(2)
  })

  it('a new query also leaves the failure', async () => {
    const fetchResults = vi.fn(async ({ criteria }: FetchResultsInput) => {
      if (criteria.page === 1) throw new Error('offline')
      return sampleResult(40, criteria.page)
    })
    const actor = start({ fetchResults })
    await waitFor(actor, (s) => s.matches('failed'))
    actor.send({ type: 'query.changed', query: { page: 2 } })
    await waitFor(actor, (s) => s.matches('loaded'))
  })

  it('runs the real call by default (named actor)', () => {
    expect(Object.keys(searchResultsMachine.implementations.actors)).toEqual(['fetchResults'])
  })
})
