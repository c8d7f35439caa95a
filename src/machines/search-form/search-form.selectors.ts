/** The only way views read the search form. Each returns a primitive or a kept reference. */
import type { SnapshotFrom } from 'xstate'
import type { CityOption, Range } from '../../api/models/search'
import { advancedCount, type searchFormMachine } from './search-form.machine'
import type {
  ChoiceCriterion,
  FlagCriterion,
  OptionalRangeCriterion,
  SearchFormErrors,
  TextCriterion,
} from './search-form.types'

type Snapshot = SnapshotFrom<typeof searchFormMachine>

/** Where the city autocomplete stands, for the list under the input. */
export type CitySearchStatus = 'idle' | 'pending' | 'results' | 'empty' | 'failed'

export const selectGender = (s: Snapshot) => s.context.gender
export const selectAge = (s: Snapshot): Range => s.context.age
export const selectHeight = (s: Snapshot): Range => s.context.height
export const selectWeight = (s: Snapshot): Range => s.context.weight
export const selectDistance = (s: Snapshot): number => s.context.distance
export const selectCity = (s: Snapshot): CityOption | null => s.context.city
export const selectCityQuery = (s: Snapshot): string => s.context.cityQuery
export const selectCityResults = (s: Snapshot): CityOption[] => s.context.cityResults
export const selectCitySearchStatus = (s: Snapshot): CitySearchStatus => {
  if (s.matches({ editing: 'debouncing' }) || s.matches({ editing: 'searching' })) return 'pending'
  if (s.matches({ editing: 'results' })) return 'results'
  if (s.matches({ editing: 'empty' })) return 'empty'
  if (s.matches({ editing: 'searchFailed' })) return 'failed'
  return 'idle'
}
export const selectFlag =
  (field: FlagCriterion) =>
  (s: Snapshot): boolean =>
    s.context[field]
export const selectText =
  (field: TextCriterion) =>
  (s: Snapshot): string =>
    s.context[field]
export const selectChoice =
  (field: ChoiceCriterion) =>
  (s: Snapshot): string =>
    s.context[field]
export const selectRangeEnabled =
  (field: OptionalRangeCriterion) =>
  (s: Snapshot): boolean =>
    field === 'height' ? s.context.useHeight : s.context.useWeight
export const selectErrors = (s: Snapshot): SearchFormErrors => s.context.errors
/** Advanced criteria set (nickname, height, eyes...): the advanced-search button shows the count. */
export const selectAdvancedCount = (s: Snapshot): number => advancedCount(s.context)
