/**
 * Sample data for the search results machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import { definePathFixtures } from '../../lib/path-fixtures'
import { searchResultsMachine } from './search-results.machine'
import { sampleResult } from './search-results.test-support'
import type { SearchResultsEvent } from './search-results.types'

// What the outside world can do: the URL changing, the member retrying, and the call's answers.
export const events = [
  { type: 'query.changed', query: { page: 2 } },
  { type: 'results.retry' },
  { type: 'xstate.done.actor.fetchResults', output: sampleResult(30) },
  { type: 'xstate.done.actor.fetchResults', output: sampleResult(0) },
  { type: 'xstate.error.actor.fetchResults', error: new Error('down') },
] as AnyEventObject[] as SearchResultsEvent[]

export const input = { query: {} }

// What tells two states of one value apart: the context the guards read.
export const serializeState = (s: SnapshotFrom<typeof searchResultsMachine>) =>
  JSON.stringify([s.value, s.context.query.page ?? 1])

export const pathFixtures = definePathFixtures(searchResultsMachine, [{ events, input, serializeState }])
