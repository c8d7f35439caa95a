import { describe, expect, it } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { searchFormMachine } from './search-form.machine'
import { SEARCH_CITIES } from './search-form.test-support'
import type { SearchFormEvent } from './search-form.types'

const debounceNode = searchFormMachine.getStateNodeById('searchForm.editing.debouncing')
const debounceElapsed = debounceNode.after[0]?.eventType as string

// What the outside world can do: the member's events, the debounce timer and the city call's answers.
const events = [
  { type: 'city.typed', q: 'P' },
  { type: 'city.typed', q: 'Par' },
  { type: 'city.selected', city: SEARCH_CITIES[0] },
  { type: 'gender.change', value: '2' },
  { type: 'range.change', field: 'age', value: [30, 40] },
  { type: 'form.reset' },
  { type: 'form.submit' },
  { type: debounceElapsed },
  { type: 'xstate.done.actor.findCities', output: SEARCH_CITIES.slice(0, 2) },
  { type: 'xstate.done.actor.findCities', output: [] },
  { type: 'xstate.error.actor.findCities', error: new Error('down') },
] as AnyEventObject[] as SearchFormEvent[]

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
    input: {},
    serializeState: (s) =>
      JSON.stringify([s.value, s.context.city?.id, s.context.cityQuery, s.context.gender]),
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
