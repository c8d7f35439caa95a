/**
 * Sample data for the search form machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import { definePathFixtures } from '../../lib/path-fixtures'
import { searchFormMachine } from './search-form.machine'
import { SEARCH_CITIES } from './search-form.test-support'
import type { SearchFormEvent } from './search-form.types'

export const debounceNode = searchFormMachine.getStateNodeById('searchForm.editing.debouncing')
export const debounceElapsed = debounceNode.after[0]?.eventType as string

// What the outside world can do: the member's events, the debounce timer and the city call's answers.
export const events = [
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

export const input = {}

// What tells two states of one value apart: the context the guards read.
export const serializeState = (s: SnapshotFrom<typeof searchFormMachine>) =>
  JSON.stringify([s.value, s.context.city?.id, s.context.cityQuery, s.context.gender])

export const pathFixtures = definePathFixtures(searchFormMachine, [{ events, input, serializeState }])
