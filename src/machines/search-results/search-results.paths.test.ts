import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { events, input, serializeState } from './search-results.fixtures'
import { searchResultsMachine } from './search-results.machine'

describe('search-results machine paths', () => {
  const paths = getShortestPaths(searchResultsMachine, {
    events,
    input,
    serializeState,
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
