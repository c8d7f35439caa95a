/**
 * The profile editor's values, pure: the bounds and choices each field takes, which group of fields
 * each call saves, dirty tracking against what the server holds, validation, and the calls to make.
 * The machine, its selectors and the editor's view share these.
 */
import { isRefusedError } from '../../api/errors'
import { birthDateError, parseBirthDate } from '../../lib/birth-date'
import { ProfileEditSaveError } from './profile-edit.actors'
import type {
  ProfileEditFieldErrors,
  ProfileEditGroup,
  ProfileEditInput,
  ProfileEditListField,
  ProfileEditSaveRequest,
  ProfileEditTextField,
  ProfileEditValues,
} from './profile-edit.types'

/** Spec section 5's slider bounds, which the server enforces too. */
export const HEIGHT_RANGE = { min: 140, max: 220 } as const
export const WEIGHT_RANGE = { min: 35, max: 200 } as const
export const CHILDREN_RANGE = { min: 0, max: 20 } as const
export const PASSWORD_MIN_LENGTH = 6
export const DESCRIPTION_MAX_LENGTH = 2000
export const FULL_NAME_MAX_LENGTH = 100

const codes = (count: number) => Array.from({ length: count }, (_, i) => String(i + 1))

/**
 * The enumeration codes each choice offers: spec section 3's lists (eyes, hair, marital status,
 * build, orientation, education), and the API's own for the lists the spec leaves open.
 */
export const PROFILE_EDIT_CHOICES = {
  eyes: codes(6),
  hair: codes(5),
  maritalStatus: codes(6),
  bodyShape: codes(4),
  orientation: codes(3),
  personality: codes(8),
  education: codes(6),
  job: codes(13),
  bodyOptionIds: codes(5),
  interestIds: codes(14),
} as const satisfies Partial<Record<ProfileEditTextField | ProfileEditListField, readonly string[]>>

/** Which group each field is saved with. */
export const FIELD_GROUP: Record<
  ProfileEditTextField | ProfileEditListField | 'cityQuery',
  ProfileEditGroup
> = {
  birthDate: 'ageSexeVille',
  cityQuery: 'ageSexeVille',
  password: 'ageSexeVille',
  passwordConfirm: 'ageSexeVille',
  interestIds: 'interests',
  description: 'description',
  height: 'informations',
  weight: 'informations',
  children: 'informations',
  eyes: 'informations',
  hair: 'informations',
  maritalStatus: 'informations',
  bodyShape: 'informations',
  personality: 'informations',
  orientation: 'informations',
  education: 'informations',
  job: 'informations',
  fullName: 'informations',
  bodyOptionIds: 'informations',
}

const EMPTY_VALUES: ProfileEditValues = {
  birthDate: '',
  cityQuery: '',
  city: null,
  password: '',
  passwordConfirm: '',
  interestIds: [],
  description: '',
  height: '',
  weight: '',
  children: '',
  eyes: '',
  hair: '',
  maritalStatus: '',
  bodyShape: '',
  personality: '',
  orientation: '',
  education: '',
  job: '',
  fullName: '',
  bodyOptionIds: [],
}

/** A whole number within bounds, or '' (not given). */
function isInRange(value: string, range: { min: number; max: number }): boolean {
  const text = value.trim()
  if (text === '') return true
  if (!/^\d+$/.test(text)) return false
  const n = Number(text)
  return n >= range.min && n <= range.max
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',')

const INFORMATION_FIELDS = [
  'height',
  'weight',
  'children',
  'eyes',
  'hair',
  'maritalStatus',
  'bodyShape',
  'personality',
  'orientation',
  'education',
  'job',
  'fullName',
] as const satisfies readonly (keyof ProfileEditValues)[]

/** The groups whose fields differ from what the server holds. */
export function dirtyGroups(values: ProfileEditValues, saved: ProfileEditValues): ProfileEditGroup[] {
  const dirty = {
    ageSexeVille:
      values.birthDate !== saved.birthDate ||
      values.city !== null ||
      values.cityQuery !== saved.cityQuery ||
      values.password !== '' ||
      values.passwordConfirm !== '',
    interests: !sameSet(values.interestIds, saved.interestIds),
    description: values.description !== saved.description,
    informations:
      INFORMATION_FIELDS.some((field) => values[field] !== saved[field]) ||
      !sameSet(values.bodyOptionIds, saved.bodyOptionIds),
  } satisfies Record<ProfileEditGroup, boolean>
  return (Object.keys(dirty) as ProfileEditGroup[]).filter((group) => dirty[group])
}

/**
 * The form's errors on `today`, empty when it may be saved. The birth date and the city are checked
 * only when their group changed: a member without a birth date may still edit their description.
 */
export function validateProfileEdit(
  values: ProfileEditValues,
  saved: ProfileEditValues,
  today: Date = new Date(),
): ProfileEditFieldErrors {
  const errors: ProfileEditFieldErrors = {}
  if (dirtyGroups(values, saved).includes('ageSexeVille')) {
    const birthDate = birthDateError(values.birthDate, today)
    if (birthDate) errors.birthDate = birthDate
    const typed = values.cityQuery.trim()
    if (typed === '') errors.city = 'required'
    else if (values.city === null && values.cityQuery !== saved.cityQuery) errors.city = 'pickFromList'
  }
  if (values.password !== '' || values.passwordConfirm !== '') {
    if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = 'tooShort'
    else if (values.password !== values.passwordConfirm) errors.passwordConfirm = 'mismatch'
  }
  if (values.description.length > DESCRIPTION_MAX_LENGTH) errors.description = 'tooLong'
  if (!isInRange(values.height, HEIGHT_RANGE)) errors.height = 'range'
  if (!isInRange(values.weight, WEIGHT_RANGE)) errors.weight = 'range'
  if (!isInRange(values.children, CHILDREN_RANGE)) errors.children = 'range'
  if (values.fullName.length > FULL_NAME_MAX_LENGTH) errors.fullName = 'tooLong'
  return errors
}

export const hasErrors = (errors: ProfileEditFieldErrors) => Object.keys(errors).length > 0

/** The calls to make for valid values: one query per changed group, under the server's names. */
export function saveRequestOf(values: ProfileEditValues, saved: ProfileEditValues): ProfileEditSaveRequest {
  const request: ProfileEditSaveRequest = {}
  for (const group of dirtyGroups(values, saved)) {
    if (group === 'ageSexeVille') {
      const birth = parseBirthDate(values.birthDate) as Date
      request.ageSexeVille = {
        year: birth.getFullYear(),
        month: birth.getMonth() + 1,
        day: birth.getDate(),
        // Left out while the saved city stays: the lookup does not tell us its id.
        ...(values.city ? { id_ville: values.city.id } : {}),
        ...(values.password ? { pass1: values.password, pass2: values.passwordConfirm } : {}),
      }
    } else if (group === 'interests') {
      request.interests = { inter: [...values.interestIds] }
    } else if (group === 'description') {
      request.description = { description: values.description }
    } else {
      request.informations = {
        taille: values.height.trim(),
        poids: values.weight.trim(),
        yeux: values.eyes,
        cheveux: values.hair,
        situation: values.maritalStatus,
        silhouette: values.bodyShape,
        personnalite: values.personality,
        sexe2: values.orientation,
        nom_complet: values.fullName.trim(),
        child: values.children.trim(),
        etudes: values.education,
        travail: values.job,
        // An empty item says "none" (an empty array would send nothing and change nothing).
        opts_body: values.bodyOptionIds.length ? [...values.bodyOptionIds] : [''],
      }
    }
  }
  return request
}

/** The baseline once `groups` were saved with `values`: the new password is not kept anywhere. */
export function savedAfter(
  saved: ProfileEditValues,
  values: ProfileEditValues,
  groups: readonly ProfileEditGroup[],
): ProfileEditValues {
  const next = { ...saved }
  for (const [field, group] of Object.entries(FIELD_GROUP) as [keyof ProfileEditValues, ProfileEditGroup][]) {
    if (groups.includes(group)) (next as Record<string, unknown>)[field] = values[field]
  }
  return { ...next, city: null, password: '', passwordConfirm: '' }
}

/** The form's values once `groups` were saved: a saved city becomes the baseline's, the password goes. */
export function valuesAfter(
  values: ProfileEditValues,
  groups: readonly ProfileEditGroup[],
): ProfileEditValues {
  return groups.includes('ageSexeVille')
    ? { ...values, city: null, password: '', passwordConfirm: '' }
    : values
}

/** The values a form starts with, from what the session knows of the member. */
export function initialProfileEditValues(input: ProfileEditInput = {}): ProfileEditValues {
  const values = { ...EMPTY_VALUES, ...input, city: null, password: '', passwordConfirm: '' }
  return {
    ...values,
    birthDate: parseBirthDate(values.birthDate.slice(0, 10)) ? values.birthDate.slice(0, 10) : '',
    interestIds: [...values.interestIds],
    bodyOptionIds: [...values.bodyOptionIds],
  }
}

/** What a failed save tells: the server's own text ('' when none) and the groups saved before it. */
export function failureOf(error: unknown): { serverMessage: string; savedGroups: ProfileEditGroup[] } {
  const cause = error instanceof ProfileEditSaveError ? error.cause : error
  const savedGroups = error instanceof ProfileEditSaveError ? error.savedGroups : []
  return { serverMessage: isRefusedError(cause) ? cause.serverMessage.trim() : '', savedGroups }
}
