import { useSelector } from '@xstate/react'
import type { ParseKeys } from 'i18next'
import { type FormEvent, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import type { ActorRefFrom } from 'xstate'
import type { CityOption } from '../../api/models/search'
import { Button } from '../../components/ui/button'
import { Combobox, type ComboboxOption } from '../../components/ui/combobox'
import { TextField } from '../../components/ui/field'
import type { SelectOption } from '../../components/ui/select'
import { type BirthDateErrorCode, birthDateBounds } from '../../lib/birth-date'
import { CITY_MIN_CHARS } from '../../lib/city-autocomplete'
import {
  type completeProfileMachine,
  GENDER_CODES,
} from '../../machines/complete-profile/complete-profile.machine'
import {
  selectBirthDate,
  selectCity,
  selectCityQuery,
  selectCityResults,
  selectCitySearchStatus,
  selectFieldErrors,
  selectGender,
  selectIsSubmitting,
  selectSearchFor,
  selectSubmitError,
} from '../../machines/complete-profile/complete-profile.selectors'
import { ChoiceField } from './choice-field'

type Key = ParseKeys<'onboarding'>

const BIRTH_DATE_ERRORS = {
  required: 'completeProfile.errors.birthDateRequired',
  invalid: 'completeProfile.errors.birthDateInvalid',
  underage: 'completeProfile.errors.birthDateUnderage',
  implausible: 'completeProfile.errors.birthDateImplausible',
} as const satisfies Record<BirthDateErrorCode, Key>

const GENDER_LABELS = {
  '1': 'completeProfile.genders.1',
  '2': 'completeProfile.genders.2',
  '3': 'completeProfile.genders.3',
} as const satisfies Record<(typeof GENDER_CODES)[number], Key>

/** Where focus goes when a field is refused, in the order of the form. */
const FOCUS_TARGETS = {
  city: 'input[name="city"]',
  birthDate: 'input[name="birthDate"]',
  gender: '[data-focus-target="gender"]',
  searchFor: '[data-focus-target="searchFor"]',
} as const

export interface CompleteProfileFormProps {
  actorRef: ActorRefFrom<typeof completeProfileMachine>
}

/** The complete-profile form over a complete-profile actor: reads through selectors, sends events. */
export function CompleteProfileForm({ actorRef }: CompleteProfileFormProps) {
  const { t } = useTranslation('onboarding')
  const city = useSelector(actorRef, selectCity)
  const cityQuery = useSelector(actorRef, selectCityQuery)
  const cityResults = useSelector(actorRef, selectCityResults)
  const cityStatus = useSelector(actorRef, selectCitySearchStatus)
  const birthDate = useSelector(actorRef, selectBirthDate)
  const gender = useSelector(actorRef, selectGender)
  const searchFor = useSelector(actorRef, selectSearchFor)
  const errors = useSelector(actorRef, selectFieldErrors)
  const submitError = useSelector(actorRef, selectSubmitError)
  const submitting = useSelector(actorRef, selectIsSubmitting)
  const formRef = useRef<HTMLFormElement>(null)

  const cityOptions = useMemo<ComboboxOption[]>(() => {
    const options = cityResults.map((c) => ({ value: c.id, label: c.name }))
    // The city picked stays an option, so the list always knows the value it shows.
    if (city && !cityResults.some((c) => c.id === city.id))
      options.unshift({ value: city.id, label: city.name })
    return options
  }, [cityResults, city])
  const genderOptions = useMemo<SelectOption[]>(
    () => GENDER_CODES.map((code) => ({ value: code, label: t(GENDER_LABELS[code]) })),
    [t],
  )
  const bounds = useMemo(() => birthDateBounds(), [])

  // A first letter opens the list; it says what it waits for rather than staying blank.
  const typedTooLittle = !city && cityQuery.trim().length > 0 && cityQuery.trim().length < CITY_MIN_CHARS
  const cityStatusText = {
    idle: typedTooLittle ? t('completeProfile.city.minChars') : undefined,
    pending: t('completeProfile.city.searching'),
    results: undefined,
    empty: t('completeProfile.city.empty'),
    failed: t('completeProfile.city.failed'),
  }[cityStatus]
  const cityAnnouncement = {
    idle: '',
    pending: '',
    results: t('completeProfile.city.results', { count: cityResults.length }),
    empty: t('completeProfile.city.empty'),
    failed: t('completeProfile.city.failed'),
  }[cityStatus]

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    actorRef.send({ type: 'form.submit' })
    const refused = actorRef.getSnapshot().context.errors
    const first = (Object.keys(FOCUS_TARGETS) as (keyof typeof FOCUS_TARGETS)[]).find((name) => refused[name])
    if (first) formRef.current?.querySelector<HTMLElement>(FOCUS_TARGETS[first])?.focus()
  }

  const selectCityOption = (option: ComboboxOption | undefined) => {
    if (!option) return
    const picked: CityOption = { id: option.value, name: option.label }
    actorRef.send({ type: 'city.selected', city: picked })
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label={t('completeProfile.formLabel')}
      className={styles.form}
    >
      {submitError ? (
        <div role="alert" className={styles.alert}>
          <p>{t('completeProfile.errors.updateFailed')}</p>
          {submitError.serverMessage ? <p className={styles.detail}>{submitError.serverMessage}</p> : null}
        </div>
      ) : null}
      <Combobox
        label={t('completeProfile.city.label')}
        name="city"
        placeholder={t('completeProfile.city.placeholder')}
        required
        readOnly={submitting}
        options={cityOptions}
        inputValue={cityQuery}
        onInputValueChange={(details) => {
          // A selection also rewrites the input; only the member's typing is a new query.
          if (details.reason === 'input-change') actorRef.send({ type: 'city.typed', q: details.inputValue })
        }}
        value={city ? [city.id] : []}
        onValueChange={(details) => selectCityOption(details.items[0])}
        allowCustomValue
        portalled={false}
        status={cityStatusText}
        announcement={cityAnnouncement}
        helperText={t('completeProfile.city.help')}
        error={errors.city ? t('completeProfile.errors.cityRequired') : undefined}
      />
      <TextField
        label={t('completeProfile.birthDate.label')}
        name="birthDate"
        type="date"
        autoComplete="bday"
        required
        readOnly={submitting}
        min={bounds.min}
        max={bounds.max}
        value={birthDate}
        onChange={(e) => actorRef.send({ type: 'birthDate.change', value: e.currentTarget.value })}
        helperText={t('completeProfile.birthDate.help')}
        error={errors.birthDate ? t(BIRTH_DATE_ERRORS[errors.birthDate]) : undefined}
      />
      <div className={styles.choices}>
        <ChoiceField
          label={t('completeProfile.gender.label')}
          name="gender"
          options={genderOptions}
          value={gender}
          onChange={(value) => actorRef.send({ type: 'gender.change', value })}
          required
          readOnly={submitting}
          error={errors.gender ? t('completeProfile.errors.genderRequired') : undefined}
        />
        <ChoiceField
          label={t('completeProfile.searchFor.label')}
          name="searchFor"
          options={genderOptions}
          value={searchFor}
          onChange={(value) => actorRef.send({ type: 'searchFor.change', value })}
          required
          readOnly={submitting}
          error={errors.searchFor ? t('completeProfile.errors.searchForRequired') : undefined}
        />
      </div>
      <Button type="submit" size="lg" loading={submitting} className={styles.submit}>
        {t('completeProfile.submit')}
      </Button>
    </form>
  )
}

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '5' }),
  alert: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    px: '4',
    py: '3',
    borderRadius: 'xl',
    bg: 'danger.subtle',
    color: 'danger.fg',
    fontSize: 'sm',
    fontWeight: 'medium',
  }),
  detail: css({ fontWeight: 'normal' }),
  choices: css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } }),
  submit: css({ alignSelf: { base: 'stretch', sm: 'flex-end' } }),
}
