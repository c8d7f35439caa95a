/**
 * Sample data for the complete profile machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import { definePathFixtures } from '../../lib/path-fixtures'
import { completeProfileMachine } from './complete-profile.machine'
import { CITIES, isoDateYearsAgo } from './complete-profile.test-support'
import type { CompleteProfileEvent } from './complete-profile.types'

export const debounceNode = completeProfileMachine.getStateNodeById('completeProfile.editing.debouncing')
export const debounceElapsed = debounceNode.after[0]?.eventType as string

// What the outside world can do: the member's events, the debounce timer and the calls' answers.
export const events = [
  { type: 'city.typed', q: 'P' },
  { type: 'city.typed', q: 'Par' },
  { type: 'city.selected', city: CITIES[0] },
  { type: 'birthDate.change', value: isoDateYearsAgo(30) },
  { type: 'gender.change', value: '2' },
  { type: 'searchFor.change', value: '1' },
  { type: 'form.submit' },
  { type: debounceElapsed },
  { type: 'xstate.done.actor.findCities', output: CITIES.slice(0, 2) },
  { type: 'xstate.done.actor.findCities', output: [] },
  { type: 'xstate.error.actor.findCities', error: new Error('down') },
  { type: 'xstate.done.actor.saveProfile', output: undefined },
  { type: 'xstate.error.actor.saveProfile', error: new Error('refused') },
] as AnyEventObject[] as CompleteProfileEvent[]

export const input = {}

// What tells two states of one value apart: the context the guards read.
export const serializeState = (s: SnapshotFrom<typeof completeProfileMachine>) => {
  const { city, birthDate, gender, searchFor, cityQuery } = s.context
  return JSON.stringify([s.value, city?.id, birthDate, gender, searchFor, cityQuery])
}

export const pathFixtures = definePathFixtures(completeProfileMachine, [{ events, input, serializeState }])
