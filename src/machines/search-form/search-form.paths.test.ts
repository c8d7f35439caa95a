import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { debounceElapsed, events, input, serializeState } from './search-form.fixtures'
import { searchFormMachine } from './search-form.machine'

function activePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
    prefix + key,
    ...activePaths(child, `${prefix}${key}.`),
  ])
}

describe('search-form machine paths', () => {
  const paths = getShortestPaths(searchFormMachine, {
    events,
    input,
    serializeState,
  })
  const reached = new Set(paths.flatMap((path) => activePaths(path.state.value)))

  it('has the debounce as a named delay', () => {
    expect(debounceElapsed).toBe('xstate.after.cityDebounce.searchForm.editing.debouncing')
  })

  it('reaches every state', () => {
    expect([...reached].sort()).toEqual(statePaths(searchFormMachine.root).sort())
  })

  it('shows suggestions only after the debounce and the city call', () => {
    const results = paths.find((p) => p.state.matches({ editing: 'results' }))
    expect(results?.steps.map((s) => s.event.type)).toEqual([
      'xstate.init',
      'city.typed',
      debounceElapsed,
      'xstate.done.actor.findCities',
    ])
  })

  it("says 'no city' only after a call that found none", () => {
    const empty = paths.find((p) => p.state.matches({ editing: 'empty' }))
    expect(empty?.steps.at(-1)?.event).toMatchObject({ type: 'xstate.done.actor.findCities', output: [] })
  })
})
