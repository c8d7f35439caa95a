import { describe, expect, it } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { ApiError } from '../../api/errors'
import { statePaths } from '../../lib/state-paths'
import { ProfileEditSaveError } from './profile-edit.actors'
import { profileEditMachine } from './profile-edit.machine'
import { EDIT_CITIES, MEMBER_PROFILE } from './profile-edit.test-support'
import type { ProfileEditEvent } from './profile-edit.types'

const debounceNode = profileEditMachine.getStateNodeById('profileEdit.editing.debouncing')
const debounceElapsed = debounceNode.after[0]?.eventType as string

const events = [
  { type: 'field.change', field: 'description', value: 'Nouvelle description' },
  { type: 'field.change', field: 'height', value: '400' },
  { type: 'list.toggle', field: 'interestIds', id: '5', checked: true },
  { type: 'city.typed', q: 'L' },
  { type: 'city.typed', q: 'Lyo' },
  { type: 'city.selected', city: EDIT_CITIES[0] },
  { type: 'form.submit' },
  { type: 'form.reset' },
  { type: debounceElapsed },
  { type: 'xstate.done.actor.findCities', output: EDIT_CITIES.slice(0, 2) },
  { type: 'xstate.done.actor.findCities', output: [] },
  { type: 'xstate.error.actor.findCities', error: new ApiError(0, '', 'GET /ajax_api/getRegionsAutocomp') },
  { type: 'xstate.done.actor.saveProfileEdits', output: ['description'] },
  {
    type: 'xstate.error.actor.saveProfileEdits',
    error: new ProfileEditSaveError([], new ApiError(500, '', 'GET /index_api/user/modify/description')),
  },
] as AnyEventObject[] as ProfileEditEvent[]

function activePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
    prefix + key,
    ...activePaths(child, `${prefix}${key}.`),
  ])
}

describe('profile-edit paths', () => {
  const paths = getShortestPaths(profileEditMachine, {
    events,
    input: MEMBER_PROFILE,
    serializeState: (s) => {
      const { values, outcome } = s.context
      return JSON.stringify([
        s.value,
        values.description,
        values.height,
        values.interestIds,
        values.cityQuery,
        values.city?.id,
        outcome?.kind,
      ])
    },
  })
  const reached = new Set(paths.flatMap((path) => activePaths(path.state.value)))

  it('has the city debounce as a named delay', () => {
    expect(debounceElapsed).toBe('xstate.after.cityDebounce.profileEdit.editing.debouncing')
  })

  it('reaches every state', () => {
    expect([...reached].sort()).toEqual(statePaths(profileEditMachine.root).sort())
  })

  it('saves only after a change and a submit', () => {
    const saving = paths.filter((path) => path.state.matches('saving'))
    expect(saving.length).toBeGreaterThan(0)
    for (const path of saving) {
      const types = path.steps.map((step) => step.event.type)
      expect(types.at(-1)).toBe('form.submit')
      expect(
        types.some((type) => type === 'field.change' || type === 'list.toggle' || type.startsWith('city.')),
      ).toBe(true)
    }
  })
})
