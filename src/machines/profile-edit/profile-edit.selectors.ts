/** The only way views read the profile-edit machine. Each returns a primitive or a kept reference. */
import type { SnapshotFrom } from 'xstate'
import type { CityOption } from '../../api/models/search'
import type { profileEditMachine } from './profile-edit.machine'
import type { ProfileEditFieldErrors, ProfileEditOutcome, ProfileEditValues } from './profile-edit.types'
import { dirtyGroups } from './profile-edit.values'

type Snapshot = SnapshotFrom<typeof profileEditMachine>

/** Where the city autocomplete stands, for the list under the input. */
export type CitySearchStatus = 'idle' | 'pending' | 'results' | 'empty' | 'failed'

export const selectValues = (s: Snapshot): ProfileEditValues => s.context.values
export const selectCityResults = (s: Snapshot): CityOption[] => s.context.cityResults
export const selectCitySearchStatus = (s: Snapshot): CitySearchStatus => {
  if (s.matches({ editing: 'debouncing' }) || s.matches({ editing: 'searching' })) return 'pending'
  if (s.matches({ editing: 'results' })) return 'results'
  if (s.matches({ editing: 'empty' })) return 'empty'
  if (s.matches({ editing: 'searchFailed' })) return 'failed'
  return 'idle'
}
export const selectFieldErrors = (s: Snapshot): ProfileEditFieldErrors => s.context.errors
export const selectOutcome = (s: Snapshot): ProfileEditOutcome | null => s.context.outcome
export const selectIsSaving = (s: Snapshot): boolean => s.matches('saving')
/** Something differs from what the server holds: saving and discarding make sense. */
export const selectIsDirty = (s: Snapshot): boolean =>
  dirtyGroups(s.context.values, s.context.saved).length > 0
