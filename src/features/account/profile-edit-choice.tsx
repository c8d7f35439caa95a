/** A single choice of the profile editor (eyes, job, ...): one enumeration code, or none given. */
import { useSelector } from '@xstate/react'
import type { ParseKeys } from 'i18next'
import { useTranslation } from 'react-i18next'
import { Select } from '../../components/ui/select'
import type { ProfileEditActorRef } from '../../machines/profile-edit/profile-edit.machine'
import { selectIsSaving, selectValues } from '../../machines/profile-edit/profile-edit.selectors'
import { PROFILE_EDIT_CHOICES } from '../../machines/profile-edit/profile-edit.values'

export interface ProfileEditChoiceProps {
  actorRef: ProfileEditActorRef
  /** The field, also its label (`editProfile.fields.*`) and its list of labels (`options.*`). */
  field: 'eyes' | 'hair' | 'bodyShape' | 'maritalStatus' | 'orientation' | 'personality' | 'education' | 'job'
}

export function ProfileEditChoice({ actorRef, field }: ProfileEditChoiceProps) {
  const { t } = useTranslation('account')
  const value = useSelector(actorRef, selectValues)[field]
  const saving = useSelector(actorRef, selectIsSaving)
  const options = PROFILE_EDIT_CHOICES[field].map((code) => ({
    value: code,
    label: t(`options.${field}.${code}` as ParseKeys<'account'>),
  }))
  return (
    <Select
      label={t(`editProfile.fields.${field}`)}
      name={field}
      options={options}
      placeholder={t('editProfile.notGiven')}
      value={value ? [value] : []}
      readOnly={saving}
      onValueChange={(details) =>
        actorRef.send({ type: 'field.change', field, value: details.value[0] ?? '' })
      }
    />
  )
}
