import type { CityOption } from '../../api/models/search'
import type { BirthDateErrorCode } from '../../lib/birth-date'

/**
 * The gender codes of spec section 3 as the API sends and takes them (`sexe1`, and `cherche1` for
 * who the member looks for, the same table the API uses for gender): 1 man, 2 woman, 3 couple.
 */
export type GenderCode = '1' | '2' | '3'

export interface CompleteProfileFieldErrors {
  city?: 'required'
  birthDate?: BirthDateErrorCode
  gender?: 'required'
  searchFor?: 'required'
}

/** The profile update failed; `serverMessage` is the server's own text when it sent one ('' else). */
export interface CompleteProfileSubmitError {
  code: 'updateFailed'
  serverMessage: string
}

export interface CompleteProfileValues {
  /** The city picked from the suggestions; typing again clears it. */
  city: CityOption | null
  /** 'YYYY-MM-DD' as an `<input type="date">` gives it, '' when empty. */
  birthDate: string
  gender: GenderCode | ''
  searchFor: GenderCode | ''
}

export interface CompleteProfileContext extends CompleteProfileValues {
  /** The text in the city input. */
  cityQuery: string
  /** The suggestions of the last search that finished (kept on screen while the next one runs). */
  cityResults: CityOption[]
  errors: CompleteProfileFieldErrors
  /** True once a submit was attempted: from then on errors follow every change. */
  attempted: boolean
  submitError: CompleteProfileSubmitError | null
}

/**
 * What the member already told us, to prefill the form. The current user has the city's name but
 * not its id: `cityName` fills the input and the member picks it from the suggestions again.
 */
export interface CompleteProfileInput {
  city?: CityOption | null
  cityName?: string
  /** 'YYYY-MM-DD' (a time after it is ignored). */
  birthDate?: string | null
  gender?: string
  searchFor?: string
}

export type CompleteProfileEvent =
  /** The member typed in the city input (not a selection filling it). */
  | { type: 'city.typed'; q: string }
  | { type: 'city.selected'; city: CityOption }
  | { type: 'birthDate.change'; value: string }
  | { type: 'gender.change'; value: string }
  | { type: 'searchFor.change'; value: string }
  | { type: 'form.submit' }

export type CompleteProfileEmitted = { type: 'profileCompleted' }

/** What the save call takes: the server's own field names. */
export interface CompleteProfileSaveInput {
  year: number
  month: number
  day: number
  id_ville: string
  sexe1: number
  cherche1: number
}
