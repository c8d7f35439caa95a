/**
 * The profile editor over a profile-edit machine (spec section 3's "Profile edit"): every field in
 * sections, the save bar with what changed, and the outcome of the last save. Reads through
 * selectors, sends events; nothing typed is held here.
 */
import { useSelector } from '@xstate/react'
import { type FormEvent, type ReactNode, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { TextareaField } from '../../components/ui/textarea'
import { birthDateBounds } from '../../lib/birth-date'
import type { ProfileEditActorRef } from '../../machines/profile-edit/profile-edit.machine'
import { selectIsSaving, selectValues } from '../../machines/profile-edit/profile-edit.selectors'
import {
  CHILDREN_RANGE,
  DESCRIPTION_MAX_LENGTH,
  HEIGHT_RANGE,
  WEIGHT_RANGE,
} from '../../machines/profile-edit/profile-edit.values'
import { ProfileEditChecks } from './profile-edit-checks'
import { ProfileEditChoice } from './profile-edit-choice'
import { ProfileEditCity } from './profile-edit-city'
import { FIELD_ORDER, useFieldError } from './profile-edit-errors'
import { ProfileEditField } from './profile-edit-field'
import { ProfileEditSaveBar } from './profile-edit-save-bar'

export interface ProfileEditFormProps {
  actorRef: ProfileEditActorRef
}

export function ProfileEditForm({ actorRef }: ProfileEditFormProps) {
  const { t } = useTranslation('account')
  const description = useSelector(actorRef, selectValues).description
  const saving = useSelector(actorRef, selectIsSaving)
  const descriptionError = useFieldError(actorRef, 'description')
  const formRef = useRef<HTMLFormElement>(null)

  const bounds = useMemo(() => birthDateBounds(), [])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    actorRef.send({ type: 'form.submit' })
    const refused = actorRef.getSnapshot().context.errors
    const first = FIELD_ORDER.find((name) => refused[name])
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={t('editProfile.formLabel')}
      onSubmit={onSubmit}
      className={styles.form}
    >
      <Section title={t('editProfile.sections.identity')} id="edit-identity">
        <div className={styles.grid}>
          <ProfileEditField
            actorRef={actorRef}
            field="birthDate"
            type="date"
            autoComplete="bday"
            min={bounds.min}
            max={bounds.max}
          />
          <ProfileEditCity actorRef={actorRef} />
          <ProfileEditField
            actorRef={actorRef}
            field="fullName"
            autoComplete="name"
            helperText={t('editProfile.fields.fullNameHelp')}
          />
        </div>
      </Section>

      <Section title={t('editProfile.sections.password')} id="edit-password">
        <div className={styles.grid}>
          <ProfileEditField
            actorRef={actorRef}
            field="password"
            type="password"
            autoComplete="new-password"
            helperText={t('editProfile.fields.passwordHelp')}
          />
          <ProfileEditField
            actorRef={actorRef}
            field="passwordConfirm"
            type="password"
            autoComplete="new-password"
          />
        </div>
      </Section>

      <Section title={t('editProfile.sections.about')} id="edit-about">
        <TextareaField
          label={t('editProfile.fields.description')}
          name="description"
          rows={6}
          readOnly={saving}
          value={description}
          helperText={t('editProfile.fields.descriptionCount', {
            count: description.length,
            max: DESCRIPTION_MAX_LENGTH,
          })}
          onChange={(e) =>
            actorRef.send({ type: 'field.change', field: 'description', value: e.currentTarget.value })
          }
          error={descriptionError}
        />
      </Section>

      <Section title={t('editProfile.sections.appearance')} id="edit-appearance">
        <div className={styles.grid}>
          <ProfileEditField actorRef={actorRef} field="height" range={HEIGHT_RANGE} />
          <ProfileEditField actorRef={actorRef} field="weight" range={WEIGHT_RANGE} />
          <ProfileEditChoice actorRef={actorRef} field="eyes" />
          <ProfileEditChoice actorRef={actorRef} field="hair" />
          <ProfileEditChoice actorRef={actorRef} field="bodyShape" />
        </div>
        <ProfileEditChecks actorRef={actorRef} field="bodyOptionIds" />
      </Section>

      <Section title={t('editProfile.sections.situation')} id="edit-situation">
        <div className={styles.grid}>
          <ProfileEditChoice actorRef={actorRef} field="maritalStatus" />
          <ProfileEditChoice actorRef={actorRef} field="orientation" />
          <ProfileEditChoice actorRef={actorRef} field="personality" />
          <ProfileEditField actorRef={actorRef} field="children" range={CHILDREN_RANGE} />
          <ProfileEditChoice actorRef={actorRef} field="education" />
          <ProfileEditChoice actorRef={actorRef} field="job" />
        </div>
      </Section>

      <Section title={t('editProfile.sections.interests')} id="edit-interests">
        <ProfileEditChecks actorRef={actorRef} field="interestIds" />
      </Section>

      <ProfileEditSaveBar actorRef={actorRef} />
    </form>
  )
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  )
}

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '5' }),
  section: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
    bg: 'bg.surface',
    borderRadius: '2xl',
    boxShadow: 'card',
    p: { base: '4', md: '6' },
  }),
  sectionTitle: css({ fontSize: 'lg', fontWeight: 'semibold' }),
  grid: css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } }),
}
