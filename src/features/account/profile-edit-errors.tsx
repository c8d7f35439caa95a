/**
 * The profile editor's validation messages: the words for each code the machine keeps, and the order
 * of the refused fields, so focus goes to the first one on screen.
 */
import { useSelector } from '@xstate/react'
import type { ParseKeys } from 'i18next'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProfileEditActorRef } from '../../machines/profile-edit/profile-edit.machine'
import { selectFieldErrors } from '../../machines/profile-edit/profile-edit.selectors'
import type { ProfileEditFieldErrors } from '../../machines/profile-edit/profile-edit.types'

type Key = ParseKeys<'account'>

/** The message of each validation code. */
const ERROR_KEYS = {
  birthDate: {
    required: 'editProfile.errors.birthDateRequired',
    invalid: 'editProfile.errors.birthDateInvalid',
    underage: 'editProfile.errors.birthDateUnderage',
    implausible: 'editProfile.errors.birthDateImplausible',
  },
  city: { required: 'editProfile.errors.cityRequired', pickFromList: 'editProfile.errors.cityPickFromList' },
  password: { tooShort: 'editProfile.errors.passwordTooShort' },
  passwordConfirm: { mismatch: 'editProfile.errors.passwordMismatch' },
  description: { tooLong: 'editProfile.errors.descriptionTooLong' },
  height: { range: 'editProfile.errors.heightRange' },
  weight: { range: 'editProfile.errors.weightRange' },
  children: { range: 'editProfile.errors.childrenRange' },
  fullName: { tooLong: 'editProfile.errors.fullNameTooLong' },
} as const satisfies {
  [F in keyof Required<ProfileEditFieldErrors>]: Record<NonNullable<ProfileEditFieldErrors[F]>, Key>
}

/** Where focus goes when a field is refused, in the order of the form. */
export const FIELD_ORDER = [
  'birthDate',
  'city',
  'fullName',
  'password',
  'passwordConfirm',
  'description',
  'height',
  'weight',
  'children',
] as const satisfies readonly (keyof ProfileEditFieldErrors)[]

/** The error under `field` in words, or null while the field is accepted. */
export function useFieldError(actorRef: ProfileEditActorRef, field: keyof ProfileEditFieldErrors): ReactNode {
  const { t } = useTranslation('account')
  const code = useSelector(actorRef, selectFieldErrors)[field]
  if (!code) return null
  const key = (ERROR_KEYS[field] as Record<string, Key>)[code] as Key
  return <span role="alert">{t(key)}</span>
}
