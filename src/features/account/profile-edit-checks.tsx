/** A set of check boxes of the profile editor (interests, distinctive signs), each an enumeration code. */
import { useSelector } from '@xstate/react'
import type { ParseKeys } from 'i18next'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import type { ProfileEditActorRef } from '../../machines/profile-edit/profile-edit.machine'
import { selectIsSaving, selectValues } from '../../machines/profile-edit/profile-edit.selectors'
import type { ProfileEditListField } from '../../machines/profile-edit/profile-edit.types'
import { PROFILE_EDIT_CHOICES } from '../../machines/profile-edit/profile-edit.values'

/** Each list's name: its legend (`editProfile.fields.*`) and its labels (`options.*`). */
const LIST_NAMES = {
  interestIds: 'interests',
  bodyOptionIds: 'bodyOptions',
} as const satisfies Record<ProfileEditListField, string>

export interface ProfileEditChecksProps {
  actorRef: ProfileEditActorRef
  field: ProfileEditListField
}

export function ProfileEditChecks({ actorRef, field }: ProfileEditChecksProps) {
  const { t } = useTranslation('account')
  const checked = useSelector(actorRef, selectValues)[field]
  const saving = useSelector(actorRef, selectIsSaving)
  const list = LIST_NAMES[field]
  return (
    <fieldset className={styles.checkGroup} disabled={saving}>
      <legend className={styles.legend}>{t(`editProfile.fields.${list}`)}</legend>
      <div className={styles.checkGrid}>
        {PROFILE_EDIT_CHOICES[field].map((id) => (
          <label key={id} className={styles.check}>
            <input
              type="checkbox"
              name={field}
              value={id}
              checked={checked.includes(id)}
              onChange={(event) =>
                actorRef.send({ type: 'list.toggle', field, id, checked: event.currentTarget.checked })
              }
              className={styles.checkbox}
            />
            {t(`options.${list}.${id}` as ParseKeys<'account'>)}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

const styles = {
  checkGroup: css({ border: 'none', p: '0', m: '0', minW: '0' }),
  legend: css({ fontSize: 'sm', fontWeight: 'semibold', mb: '2', ps: '4' }),
  checkGrid: css({
    display: 'grid',
    gap: '2',
    gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
  }),
  check: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    px: '3',
    py: '2',
    borderRadius: 'pill',
    bg: 'bg.subtle',
    fontSize: 'sm',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted' },
    '&:has(input:checked)': { bg: 'primary.subtle', color: 'primary.fg', fontWeight: 'semibold' },
    '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  }),
  checkbox: css({ w: '4', h: '4', accentColor: 'primary.solid', flexShrink: '0' }),
}
