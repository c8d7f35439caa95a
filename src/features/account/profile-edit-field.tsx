/**
 * A text input of the profile editor bound to one field: label, value and error come from the
 * machine, each keystroke goes to it, and the input is read-only while a save runs.
 */
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { TextField, type TextFieldProps } from '../../components/ui/field'
import type { ProfileEditActorRef } from '../../machines/profile-edit/profile-edit.machine'
import { selectIsSaving, selectValues } from '../../machines/profile-edit/profile-edit.selectors'
import { useFieldError } from './profile-edit-errors'

export interface ProfileEditFieldProps
  extends Pick<TextFieldProps, 'type' | 'autoComplete' | 'min' | 'max' | 'helperText'> {
  actorRef: ProfileEditActorRef
  field: 'birthDate' | 'fullName' | 'password' | 'passwordConfirm' | 'height' | 'weight' | 'children'
  /** A whole number within these bounds: a numeric keypad, and the bounds as the placeholder. */
  range?: { min: number; max: number }
}

export function ProfileEditField({ actorRef, field, range, ...inputProps }: ProfileEditFieldProps) {
  const { t } = useTranslation('account')
  const value = useSelector(actorRef, selectValues)[field]
  const saving = useSelector(actorRef, selectIsSaving)
  const error = useFieldError(actorRef, field)
  return (
    <TextField
      label={t(`editProfile.fields.${field}`)}
      name={field}
      {...(range ? { inputMode: 'numeric', placeholder: `${range.min}–${range.max}` } : {})}
      {...inputProps}
      readOnly={saving}
      value={value}
      onChange={(e) => actorRef.send({ type: 'field.change', field, value: e.currentTarget.value })}
      error={error}
    />
  )
}
