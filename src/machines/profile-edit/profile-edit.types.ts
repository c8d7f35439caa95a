/**
 * Context, input, events and emitted events of the profile-edit machine (/app/account/edit-profile,
 * spec section 3's "Profile edit", saved through section 7's four `user/modify/*` calls).
 */
import type { CityOption } from '../../api/models/search'
import type {
  WireAgeSexeVilleQuery,
  WireDescriptionQuery,
  WireInformationsQuery,
  WireInterestsQuery,
} from '../../api/wire/profile-edit'
import type { BirthDateErrorCode } from '../../lib/birth-date'

/** The four calls, in the order they are made; each saves one group of fields. */
export type ProfileEditGroup = 'ageSexeVille' | 'interests' | 'description' | 'informations'

/** Fields edited as text (inputs, text areas and single choices, whose value is an enumeration code). */
export type ProfileEditTextField =
  | 'birthDate'
  | 'password'
  | 'passwordConfirm'
  | 'description'
  | 'height'
  | 'weight'
  | 'children'
  | 'fullName'
  | 'eyes'
  | 'hair'
  | 'maritalStatus'
  | 'bodyShape'
  | 'personality'
  | 'orientation'
  | 'education'
  | 'job'

/** Fields that are a set of enumeration codes (check boxes). */
export type ProfileEditListField = 'interestIds' | 'bodyOptionIds'

export interface ProfileEditValues {
  /** 'YYYY-MM-DD' as `<input type="date">` gives it, '' when unknown. */
  birthDate: string
  /** The text of the city input (spec: birthLocation, saved as `id_ville`). */
  cityQuery: string
  /** A new city picked from the suggestions; null while the saved city stays. */
  city: CityOption | null
  /** A new password and its confirmation; both '' keeps the current one. */
  password: string
  passwordConfirm: string
  interestIds: string[]
  description: string
  /** Numbers as typed ('' when not given). */
  height: string
  weight: string
  children: string
  /** Enumeration codes ('' when not given). */
  eyes: string
  hair: string
  maritalStatus: string
  bodyShape: string
  personality: string
  orientation: string
  education: string
  job: string
  /** `nom_complet`. */
  fullName: string
  /** Distinctive signs (`opts_body[]`). */
  bodyOptionIds: string[]
}

/** Validation codes; the view translates them as `account:editProfile.errors.*`. */
export interface ProfileEditFieldErrors {
  birthDate?: BirthDateErrorCode
  /** `pickFromList`: text typed but no city picked from the suggestions. */
  city?: 'required' | 'pickFromList'
  password?: 'tooShort'
  passwordConfirm?: 'mismatch'
  description?: 'tooLong'
  height?: 'range'
  weight?: 'range'
  children?: 'range'
  fullName?: 'tooLong'
}

/**
 * How the last save went: `saved` (everything changed was saved), or `failed` with the server's own
 * text ('' when none) and the groups that were saved before the failure.
 */
export type ProfileEditOutcome =
  | { kind: 'saved' }
  | { kind: 'failed'; serverMessage: string; savedGroups: ProfileEditGroup[] }

export interface ProfileEditContext {
  values: ProfileEditValues
  /** What the server holds as far as we know: the baseline for dirty tracking and for a reset. */
  saved: ProfileEditValues
  /** The suggestions of the last city search that finished. */
  cityResults: CityOption[]
  errors: ProfileEditFieldErrors
  /** True once a save was attempted: from then on errors follow every change. */
  attempted: boolean
  outcome: ProfileEditOutcome | null
}

/** The member's profile as the session holds it, to start from. */
export type ProfileEditInput = Partial<ProfileEditValues>

export type ProfileEditEvent =
  | { type: 'field.change'; field: ProfileEditTextField; value: string }
  | { type: 'list.toggle'; field: ProfileEditListField; id: string; checked: boolean }
  /** The member typed in the city input (not a selection filling it). */
  | { type: 'city.typed'; q: string }
  | { type: 'city.selected'; city: CityOption }
  | { type: 'form.submit' }
  /** Drop every change not saved yet. */
  | { type: 'form.reset' }

/** Something was saved: the session's member is stale. */
export type ProfileEditEmitted = { type: 'profileSaved' }

/** The calls to make: only the groups that changed. */
export interface ProfileEditSaveRequest {
  ageSexeVille?: WireAgeSexeVilleQuery
  interests?: WireInterestsQuery
  description?: WireDescriptionQuery
  informations?: WireInformationsQuery
}
