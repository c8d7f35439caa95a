import { describe, expect, it } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { searchResultsMachine } from './search-results.machine'
import { sampleResult } from './search-results.test-support'
import type { SearchResultsEvent } from './search-results.types'

// What the outside world can do: the URL changing, the member retrying, and the call's answers.
const events = [
  { type: 'query.changed', query: { page: 2 } },
  { type: 'results.retry' },
  { type: 'xstate.done.actor.fetchResults', output: sampleResult(30) },
  { type: 'xstate.done.actor.fetchResults', output: sampleResult(0) },
  { type: 'xstate.error.actor.fetchResults', error: new Error('down') },
] as AnyEventObject[] as SearchResultsEvent[]

describe('search-results machine paths', () => {
  const paths = getShortestPaths(searchResultsMachine, {
    events,
    input: { query: {} },
    serializeState: (s) => JSON.stringify([s.value, s.context.query.page ?? 1]),
  })
  const reached = new Set(paths.map((path) => String(path.state.value)))

  it('reaches every state', () => {
    expect([...reached].sort()).toEqual([...new Set(statePaths(searchResultsMachine.root))].sort())
  })

  it('shows a page by loading it, and gets out of a failure by retrying', () => {
    const loaded = paths.find((p) => p.state.matches('loaded'))
    expect(loaded?.steps.map((s) => s.event.type)).toEqual(['xstate.init', 'xstate.done.actor.fetchResults'])
    const failed = paths.find((p) => p.state.matches('failed'))
    expect(failed?.steps.at(-1)?.event.type).toBe('xstate.error.actor.fetchResults')
  })

  it('says empty only after an answer with nobody in it', () => {
    const empty = paths.find((p) => p.state.matches('empty'))
    expect(empty?.steps.map((s) => s.event.type)).toEqual(['xstate.init', 'xstate.done.actor.fetchResults'])
    expect(empty?.state.context.result?.profiles).toEqual([])
  })
})
