/**
 * A page of search results (spec sections 2, 3, 7 and 9): the criteria come from the URL, so the
 * page follows the URL (another page, the back button) by `query.changed`; 12 members a page. Used
 * by /app/search/result (search), /app/search/online (search, online only) and
 * /app/search/rendez-vous (meeting_res). Holds error codes, never text.
 *
 * - `loading`: the call for the current query runs. The previous answer stays in `result` so the
 *   page keeps its cards (dimmed) instead of jumping; a new query restarts the call, and the answer
 *   of a query left behind is dropped with its stopped actor.
 * - `loaded`: a page with at least one member.
 * - `empty`: the answer holds nobody (no match, or a page past the last one).
 * - `failed`: the call failed ('loadFailed'); `results.retry` or a new query tries again.
 */
import { assign, setup } from 'xstate'
import type { SearchResult } from '../../api/models/search'
import { fetchResults } from './search-results.actors'
import type { SearchResultsContext, SearchResultsEvent, SearchResultsInput } from './search-results.types'
import { criteriaOfQuery, type SearchQuery, serializeSearchQuery } from './search-results.url'

const sameQuery = (a: SearchQuery, b: SearchQuery) => serializeSearchQuery(a) === serializeSearchQuery(b)

export const searchResultsMachine = setup({
  types: {
    context: {} as SearchResultsContext,
    events: {} as SearchResultsEvent,
    input: {} as SearchResultsInput,
  },
  actors: { fetchResults },
  actions: {
    storeQuery: assign({ query: (_, params: { query: SearchQuery }) => params.query }),
    storeResult: assign({
      result: (_, params: { result: SearchResult }) => params.result,
      error: null,
    }),
    storeError: assign({ error: 'loadFailed' as const }),
    clearError: assign({ error: null }),
  },
  guards: {
    isNewQuery: ({ context }, params: { query: SearchQuery }) => !sameQuery(context.query, params.query),
    hasProfiles: (_, params: { result: SearchResult }) => params.result.profiles.length > 0,
  },
}).createMachine({
  id: 'searchResults',
  context: ({ input }) => ({
    kind: input.kind ?? 'search',
    query: input.query,
    result: null,
    error: null,
  }),
  initial: 'loading',
  on: {
    'query.changed': {
      guard: { type: 'isNewQuery', params: ({ event }) => ({ query: event.query }) },
      target: '.loading',
      reenter: true,
      actions: { type: 'storeQuery', params: ({ event }) => ({ query: event.query }) },
    },
  },
  states: {
    loading: {
      entry: 'clearError',
      invoke: {
        id: 'fetchResults',
        src: 'fetchResults',
        input: ({ context }) => ({ criteria: criteriaOfQuery(context.query), kind: context.kind }),
        onDone: [
          {
            guard: { type: 'hasProfiles', params: ({ event }) => ({ result: event.output }) },
            target: 'loaded',
            actions: { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
          },
          {
            target: 'empty',
            actions: { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
          },
        ],
        onError: { target: 'failed', actions: 'storeError' },
      },
    },
    loaded: {},
    empty: {},
    failed: {
      on: { 'results.retry': 'loading' },
    },
  },
})
