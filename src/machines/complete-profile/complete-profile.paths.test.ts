import { describe, expect, it } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { completeProfileMachine } from './complete-profile.machine'
import { CITIES, isoDateYearsAgo } from './complete-profile.test-support'
import type { CompleteProfileEvent } from './complete-profile.types'

const debounceNode = completeProfileMachine.getStateNodeById('completeProfile.editing.debouncing')
const debounceElapsed = debounceNode.after[0]?.eventType as string

// What the outside world can do: the member's events, the debounce timer and the calls' answers.
const events = [
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

function activePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
    prefix + key,
    ...activePaths(child, `${prefix}${key}.`),
  ])
}

describe('complete-profile machine paths', () => {
  const paths = getShortestPaths(completeProfileMachine, {
    events,
    input: {},
    serializeState: (s) => {
      const { city, birthDate, gender, searchFor, cityQuery } = s.context
      return JSON.stringify([s.value, city?.id, birthDate, gender, searchFor, cityQuery])
    },
  })
  const reached = new Set(paths.flatMap((path) => activePaths(path.state.value)))

  it('has the debounce as a named delay', () => {
    expect(debounceElapsed).toBe('xstate.after.cityDebounce.completeProfile.editing.debouncing')
  })

  it('reaches every state', () => {
    expect([...reached].sort()).toEqual(statePaths(completeProfileMachine.root).sort())
  })

  it('reaches done only through a submit of a valid form', () => {
    const toDone = paths.filter((p) => p.state.matches('done'))
    expect(toDone.length).toBeGreaterThan(0)
    for (const path of toDone) {
      const types = path.steps.map((step) => step.event.type)
      expect(types).toContain('form.submit')
      expect(types).toContain('city.selected')
      expect(types).toContain('xstate.done.actor.saveProfile')
    }
  })
})
