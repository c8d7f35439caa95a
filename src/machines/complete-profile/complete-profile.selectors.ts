/** The only way views read the complete-profile machine. Each returns a primitive or a kept reference. */
import type { SnapshotFrom } from 'xstate'
import type { CityOption } from '../../api/models/search'
import type { completeProfileMachine } from './complete-profile.machine'
import type {
  CompleteProfileFieldErrors,
  CompleteProfileSubmitError,
  GenderCode,
} from './complete-profile.types'

type Snapshot = SnapshotFrom<typeof completeProfileMachine>

/** Where the city autocomplete stands, for the list under the input. */
export type CitySearchStatus = 'idle' | 'pending' | 'results' | 'empty' | 'failed'

export const selectCity = (s: Snapshot): CityOption | null => s.context.city
export const selectCityQuery = (s: Snapshot): string => s.context.cityQuery
/** The suggestions to show: the last search's, also while the next one runs. */
export const selectCityResults = (s: Snapshot): CityOption[] => s.context.cityResults
export const selectCitySearchStatus = (s: Snapshot): CitySearchStatus => {
  if (s.matches({ editing: 'debouncing' }) || s.matches({ editing: 'searching' })) return 'pending'
  if (s.matches({ editing: 'results' })) return 'results'
  if (s.matches({ editing: 'empty' })) return 'empty'
  if (s.matches({ editing: 'searchFailed' })) return 'failed'
  return 'idle'
}
export const selectBirthDate = (s: Snapshot): string => s.context.birthDate
export const selectGender = (s: Snapshot): GenderCode | '' => s.context.gender
export const selectSearchFor = (s: Snapshot): GenderCode | '' => s.context.searchFor
export const selectFieldErrors = (s: Snapshot): CompleteProfileFieldErrors => s.context.errors
export const selectSubmitError = (s: Snapshot): CompleteProfileSubmitError | null => s.context.submitError
/** The save call is under way: the button shows its spinner and the fields are read-only. */
export const selectIsSubmitting = (s: Snapshot): boolean => s.matches('submitting')
export const selectIsDone = (s: Snapshot): boolean => s.matches('done')
