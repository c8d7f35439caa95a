/**
 * The profile editor over a profile-edit machine (spec section 3's "Profile edit"): every field in
 * sections, the save bar with what changed, and the outcome of the last save. Reads through
 * selectors, sends events; nothing typed is held here.
 */
import { useSelector } from '@xstate/react'
import type { ParseKeys } from 'i18next'
import { type FormEvent, type ReactNode, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from '../../components/ui/button'
import { Combobox, type ComboboxOption } from '../../components/ui/combobox'
import { TextField } from '../../components/ui/field'
import { Select } from '../../components/ui/select'
import { TextareaField } from '../../components/ui/textarea'
import {
  CHILDREN_RANGE,
  CITY_MIN_CHARS,
  DESCRIPTION_MAX_LENGTH,
  HEIGHT_RANGE,
  MAX_AGE,
  MIN_AGE,
  PROFILE_EDIT_CHOICES,
  type ProfileEditActorRef,
  WEIGHT_RANGE,
} from '../../machines/profile-edit/profile-edit.machine'
import {
  selectCityResults,
  selectCitySearchStatus,
  selectFieldErrors,
  selectIsDirty,
  selectIsSaving,
  selectOutcome,
  selectValues,
} from '../../machines/profile-edit/profile-edit.selectors'
import type {
  ProfileEditFieldErrors,
  ProfileEditListField,
  ProfileEditTextField,
} from '../../machines/profile-edit/profile-edit.types'
import { alertBox, alertDetail, successBox } from './form-styles'

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
const FIELD_ORDER = [
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

type ChoiceField =
  | 'eyes'
  | 'hair'
  | 'bodyShape'
  | 'maritalStatus'
  | 'orientation'
  | 'personality'
  | 'education'
  | 'job'

/** Each single choice and its list of labels under `account:options`. */
const CHOICE_LABELS = {
  eyes: 'eyes',
  hair: 'hair',
  bodyShape: 'bodyShape',
  maritalStatus: 'maritalStatus',
  orientation: 'orientation',
  personality: 'personality',
  education: 'education',
  job: 'job',
} as const satisfies Record<ChoiceField, string>

/** 'YYYY-MM-DD' of a local date, as `<input type="date">` wants its bounds. */
function isoDate(d: Date): string {
  const mm = String(d.getMonth() + 1).padStart(2, '0')
  const dd = String(d.getDate()).padStart(2, '0')
  return `${String(d.getFullYear()).padStart(4, '0')}-${mm}-${dd}`
}

export interface ProfileEditFormProps {
  actorRef: ProfileEditActorRef
}

export function ProfileEditForm({ actorRef }: ProfileEditFormProps) {
  const { t } = useTranslation('account')
  const values = useSelector(actorRef, selectValues)
  const errors = useSelector(actorRef, selectFieldErrors)
  const cityResults = useSelector(actorRef, selectCityResults)
  const cityStatus = useSelector(actorRef, selectCitySearchStatus)
  const saving = useSelector(actorRef, selectIsSaving)
  const dirty = useSelector(actorRef, selectIsDirty)
  const outcome = useSelector(actorRef, selectOutcome)
  const formRef = useRef<HTMLFormElement>(null)

  const errorOf = <F extends keyof typeof ERROR_KEYS>(field: F): ReactNode => {
    const code = errors[field]
    if (!code) return null
    const key = (ERROR_KEYS[field] as Record<string, Key>)[code as string] as Key
    return <span role="alert">{t(key)}</span>
  }
  const setText = (field: ProfileEditTextField) => (value: string) =>
    actorRef.send({ type: 'field.change', field, value })

  const cityOptions = useMemo<ComboboxOption[]>(() => {
    const options = cityResults.map((c) => ({ value: c.id, label: c.name }))
    if (values.city && !cityResults.some((c) => c.id === values.city?.id))
      options.unshift({ value: values.city.id, label: values.city.name })
    return options
  }, [cityResults, values.city])
  const bounds = useMemo(() => {
    const today = new Date()
    const y = today.getFullYear()
    return {
      min: isoDate(new Date(y - MAX_AGE, today.getMonth(), today.getDate())),
      max: isoDate(new Date(y - MIN_AGE, today.getMonth(), today.getDate())),
    }
  }, [])

  const typedTooLittle =
    !values.city && values.cityQuery.trim().length > 0 && values.cityQuery.trim().length < CITY_MIN_CHARS
  const cityStatusText = {
    idle: typedTooLittle ? t('editProfile.city.minChars') : undefined,
    pending: t('editProfile.city.searching'),
    results: undefined,
    empty: t('editProfile.city.empty'),
    failed: t('editProfile.city.failed'),
  }[cityStatus]
  const cityAnnouncement = {
    idle: '',
    pending: '',
    results: t('editProfile.city.results', { count: cityResults.length }),
    empty: t('editProfile.city.empty'),
    failed: t('editProfile.city.failed'),
  }[cityStatus]

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    actorRef.send({ type: 'form.submit' })
    const refused = actorRef.getSnapshot().context.errors
    const first = FIELD_ORDER.find((name) => refused[name])
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  const choice = (field: ChoiceField, label: string) => {
    const list = CHOICE_LABELS[field]
    const options = PROFILE_EDIT_CHOICES[field].map((value) => ({
      value,
      label: t(`options.${list}.${value}` as Key),
    }))
    return (
      <Select
        label={label}
        name={field}
        options={options}
        placeholder={t('editProfile.notGiven')}
        value={values[field] ? [values[field]] : []}
        readOnly={saving}
        onValueChange={(details) => setText(field)(details.value[0] ?? '')}
      />
    )
  }

  const checkboxes = (field: ProfileEditListField, list: 'interests' | 'bodyOptions', legend: string) => (
    <fieldset className={styles.checkGroup} disabled={saving}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.checkGrid}>
        {PROFILE_EDIT_CHOICES[field].map((id) => (
          <label key={id} className={styles.check}>
            <input
              type="checkbox"
              name={field}
              value={id}
              checked={values[field].includes(id)}
              onChange={(event) =>
                actorRef.send({ type: 'list.toggle', field, id, checked: event.currentTarget.checked })
              }
              className={styles.checkbox}
            />
            {t(`options.${list}.${id}` as Key)}
          </label>
        ))}
      </div>
    </fieldset>
  )

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
          <TextField
            label={t('editProfile.fields.birthDate')}
            name="birthDate"
            type="date"
            autoComplete="bday"
            readOnly={saving}
            min={bounds.min}
            max={bounds.max}
            value={values.birthDate}
            onChange={(e) => setText('birthDate')(e.currentTarget.value)}
            error={errorOf('birthDate')}
          />
          <Combobox
            label={t('editProfile.fields.city')}
            name="city"
            placeholder={t('editProfile.fields.cityPlaceholder')}
            readOnly={saving}
            options={cityOptions}
            inputValue={values.cityQuery}
            onInputValueChange={(details) => {
              if (details.reason === 'input-change')
                actorRef.send({ type: 'city.typed', q: details.inputValue })
            }}
            value={values.city ? [values.city.id] : []}
            onValueChange={(details) => {
              const option = details.items[0]
              if (option)
                actorRef.send({ type: 'city.selected', city: { id: option.value, name: option.label } })
            }}
            allowCustomValue
            status={cityStatusText}
            announcement={cityAnnouncement}
            helperText={t('editProfile.fields.cityHelp')}
            error={errorOf('city')}
          />
          <TextField
            label={t('editProfile.fields.fullName')}
            name="fullName"
            autoComplete="name"
            readOnly={saving}
            value={values.fullName}
            helperText={t('editProfile.fields.fullNameHelp')}
            onChange={(e) => setText('fullName')(e.currentTarget.value)}
            error={errorOf('fullName')}
          />
        </div>
      </Section>

      <Section title={t('editProfile.sections.password')} id="edit-password">
        <div className={styles.grid}>
          <TextField
            label={t('editProfile.fields.password')}
            name="password"
            type="password"
            autoComplete="new-password"
            readOnly={saving}
            value={values.password}
            helperText={t('editProfile.fields.passwordHelp')}
            onChange={(e) => setText('password')(e.currentTarget.value)}
            error={errorOf('password')}
          />
          <TextField
            label={t('editProfile.fields.passwordConfirm')}
            name="passwordConfirm"
            type="password"
            autoComplete="new-password"
            readOnly={saving}
            value={values.passwordConfirm}
            onChange={(e) => setText('passwordConfirm')(e.currentTarget.value)}
            error={errorOf('passwordConfirm')}
          />
        </div>
      </Section>

      <Section title={t('editProfile.sections.about')} id="edit-about">
        <TextareaField
          label={t('editProfile.fields.description')}
          name="description"
          rows={6}
          readOnly={saving}
          value={values.description}
          helperText={t('editProfile.fields.descriptionCount', {
            count: values.description.length,
            max: DESCRIPTION_MAX_LENGTH,
          })}
          onChange={(e) => setText('description')(e.currentTarget.value)}
          error={errorOf('description')}
        />
      </Section>

      <Section title={t('editProfile.sections.appearance')} id="edit-appearance">
        <div className={styles.grid}>
          <TextField
            label={t('editProfile.fields.height')}
            name="height"
            inputMode="numeric"
            readOnly={saving}
            value={values.height}
            placeholder={`${HEIGHT_RANGE.min}–${HEIGHT_RANGE.max}`}
            onChange={(e) => setText('height')(e.currentTarget.value)}
            error={errorOf('height')}
          />
          <TextField
            label={t('editProfile.fields.weight')}
            name="weight"
            inputMode="numeric"
            readOnly={saving}
            value={values.weight}
            placeholder={`${WEIGHT_RANGE.min}–${WEIGHT_RANGE.max}`}
            onChange={(e) => setText('weight')(e.currentTarget.value)}
            error={errorOf('weight')}
          />
          {choice('eyes', t('editProfile.fields.eyes'))}
          {choice('hair', t('editProfile.fields.hair'))}
          {choice('bodyShape', t('editProfile.fields.bodyShape'))}
        </div>
        {checkboxes('bodyOptionIds', 'bodyOptions', t('editProfile.fields.bodyOptions'))}
      </Section>

      <Section title={t('editProfile.sections.situation')} id="edit-situation">
        <div className={styles.grid}>
          {choice('maritalStatus', t('editProfile.fields.maritalStatus'))}
          {choice('orientation', t('editProfile.fields.orientation'))}
          {choice('personality', t('editProfile.fields.personality'))}
          <TextField
            label={t('editProfile.fields.children')}
            name="children"
            inputMode="numeric"
            readOnly={saving}
            value={values.children}
            placeholder={`${CHILDREN_RANGE.min}–${CHILDREN_RANGE.max}`}
            onChange={(e) => setText('children')(e.currentTarget.value)}
            error={errorOf('children')}
          />
          {choice('education', t('editProfile.fields.education'))}
          {choice('job', t('editProfile.fields.job'))}
        </div>
      </Section>

      <Section title={t('editProfile.sections.interests')} id="edit-interests">
        {checkboxes('interestIds', 'interests', t('editProfile.fields.interests'))}
      </Section>

      <div className={styles.saveBar}>
        {outcome?.kind === 'saved' ? (
          <p role="status" className={successBox}>
            {t('editProfile.saved')}
          </p>
        ) : null}
        {outcome?.kind === 'failed' ? (
          <div role="alert" className={alertBox}>
            <p>{t('editProfile.failed')}</p>
            {outcome.serverMessage ? <p className={alertDetail}>{outcome.serverMessage}</p> : null}
            {outcome.savedGroups.length > 0 ? (
              <p className={alertDetail}>{t('editProfile.partlySaved')}</p>
            ) : null}
          </div>
        ) : null}
        <div className={styles.saveRow}>
          <p className={styles.muted}>{dirty ? t('editProfile.dirty') : t('editProfile.clean')}</p>
          <div className={styles.buttons}>
            <Button
              variant="plain"
              disabled={!dirty || saving}
              onClick={() => actorRef.send({ type: 'form.reset' })}
            >
              {t('editProfile.reset')}
            </Button>
            <Button type="submit" size="lg" loading={saving} disabled={!dirty && !saving}>
              {t('editProfile.save')}
            </Button>
          </div>
        </div>
      </div>
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
  saveBar: css({
    position: 'sticky',
    bottom: '0',
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    bg: 'bg.surface',
    borderRadius: '2xl',
    boxShadow: 'overlay',
    p: '4',
    zIndex: '1',
  }),
  saveRow: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
  }),
  buttons: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' }),
  muted: css({ color: 'fg.muted', fontSize: 'sm' }),
}
