/**
 * Sample data for the profile edit machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import { ApiError } from '../../api/errors'
import { definePathFixtures } from '../../lib/path-fixtures'
import { ProfileEditSaveError } from './profile-edit.actors'
import { profileEditMachine } from './profile-edit.machine'
import { EDIT_CITIES, MEMBER_PROFILE } from './profile-edit.test-support'
import type { ProfileEditEvent } from './profile-edit.types'

export const debounceNode = profileEditMachine.getStateNodeById('profileEdit.editing.debouncing')
export const debounceElapsed = debounceNode.after[0]?.eventType as string

export const events = [
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

// What tells two states of one value apart: the context the guards read.
export const serializeState = (s: SnapshotFrom<typeof profileEditMachine>) => {
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
}

// Tried by the coverage walk only: a save that failed after the description was saved.
const partialFailure = {
  type: 'xstate.error.actor.saveProfileEdits',
  error: new ProfileEditSaveError(
    ['description'],
    new ApiError(500, '', 'GET /index_api/user/modify/height'),
  ),
}

export const pathFixtures = definePathFixtures(profileEditMachine, [
  { events: [...events, partialFailure], input: MEMBER_PROFILE, serializeState },
])
