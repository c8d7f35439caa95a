import type { CityOption, Range } from '../../api/models/search'
import type {
  GenderCode,
  RangeField,
  SearchCode,
  SearchCodeField,
  SearchQuery,
} from '../search-results/search-results.url'

/** The ranges the member may switch off (age always applies). */
export type OptionalRangeCriterion = Exclude<RangeField, 'age'>
export type FlagCriterion = 'isOnline' | 'hasPhoto' | 'isLast'
export type TextCriterion = 'nickname' | 'firstname'
export type ChoiceCriterion = Exclude<SearchCodeField, 'gender'>

/** What the form holds: the simple criteria, then the advanced ones. */
export interface SearchFormValues {
  /** '' for any gender. */
  gender: GenderCode | ''
  age: Range
  /** The city picked from the suggestions; typing again clears it. */
  city: CityOption | null
  /** Kilometres around the city (used only with a city). */
  distance: number
  isOnline: boolean
  hasPhoto: boolean
  /** Newest members first. */
  isLast: boolean
  nickname: string
  firstname: string
  /** Height and weight filter only when switched on; their sliders keep a value meanwhile. */
  useHeight: boolean
  height: Range
  useWeight: boolean
  weight: Range
  /** '' for any. */
  eyesColor: SearchCode<'eyesColor'> | ''
  hairsColor: SearchCode<'hairsColor'> | ''
  maritalStatus: SearchCode<'maritalStatus'> | ''
  sexualPreferences: SearchCode<'sexualPreferences'> | ''
}

/** Why the form was not sent; the view translates the code (`search:form.errors.*`). */
export interface SearchFormErrors {
  /** Text typed in the city input but no city picked from the list. */
  city?: 'notPicked'
}

export interface SearchFormContext extends SearchFormValues {
  /** The text in the city input. */
  cityQuery: string
  /** The suggestions of the last city search that finished. */
  cityResults: CityOption[]
  errors: SearchFormErrors
}

export interface SearchFormInput {
  /** The search to start from (the URL's); empty or absent: the defaults of spec section 9. */
  query?: SearchQuery
  /** Who the member looks for (their profile's searchFor): the gender of a fresh form. */
  lookingFor?: string
}

export type SearchFormEvent =
  | { type: 'gender.change'; value: string }
  | { type: 'range.change'; field: 'age' | OptionalRangeCriterion; value: readonly number[] }
  | { type: 'range.toggle'; field: OptionalRangeCriterion; enabled: boolean }
  | { type: 'distance.change'; value: number }
  | { type: 'flag.change'; field: FlagCriterion; value: boolean }
  | { type: 'text.change'; field: TextCriterion; value: string }
  | { type: 'choice.change'; field: ChoiceCriterion; value: string }
  /** The member typed in the city input (not a selection filling it). */
  | { type: 'city.typed'; q: string }
  | { type: 'city.selected'; city: CityOption }
  /** Back to the defaults of spec section 9. */
  | { type: 'form.reset' }
  | { type: 'form.submit' }

/** The form was sent: the page shows the results of this search (from its first page). */
export type SearchFormEmitted = { type: 'search.submitted'; query: SearchQuery }
