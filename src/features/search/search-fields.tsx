/**
 * The search form's fields over a search-form actor, shared by the simple form on /app/search and
 * the advanced dialog: gender, age, city (autocomplete), distance, the on/off criteria, the
 * enumerations, nickname and first name, height and weight. Each reads its selector and sends its
 * event; none keeps state of its own.
 */
import { createListCollection } from '@ark-ui/react/select'
import { useSelector } from '@xstate/react'
import { useId, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import type { ActorRefFrom } from 'xstate'
import { Combobox, type ComboboxOption } from '../../components/ui/combobox'
import { TextField } from '../../components/ui/field'
import { CheckIcon, ChevronDownIcon } from '../../components/ui/icons'
import {
  SelectContent,
  SelectControl,
  SelectHiddenSelect,
  SelectIndicator,
  SelectItem,
  SelectItemIndicator,
  SelectItemText,
  SelectLabel,
  type SelectOption,
  SelectPositioner,
  SelectRoot,
  SelectTrigger,
  SelectValueText,
} from '../../components/ui/select'
import {
  RangeSlider,
  SliderControl,
  SliderHeader,
  SliderHiddenInput,
  SliderLabel,
  SliderRange,
  SliderRoot,
  SliderThumb,
  SliderTrack,
  SliderValueText,
} from '../../components/ui/slider'
import { Switch } from '../../components/ui/switch'
import { CITY_MIN_CHARS } from '../../lib/city-autocomplete'
import type { searchFormMachine } from '../../machines/search-form/search-form.machine'
import {
  selectAge,
  selectChoice,
  selectCity,
  selectCityQuery,
  selectCityResults,
  selectCitySearchStatus,
  selectDistance,
  selectErrors,
  selectFlag,
  selectGender,
  selectHeight,
  selectRangeEnabled,
  selectText,
  selectWeight,
} from '../../machines/search-form/search-form.selectors'
import type {
  ChoiceCriterion,
  FlagCriterion,
  OptionalRangeCriterion,
  TextCriterion,
} from '../../machines/search-form/search-form.types'
import { SEARCH_BOUNDS, SEARCH_CODES } from '../../machines/search-results/search-results.url'

export type SearchFormRef = ActorRefFrom<typeof searchFormMachine>

interface FieldProps {
  actorRef: SearchFormRef
}

/** Ark's select gives no item for '', so "any" is this value in the list and '' in the machine. */
const ANY = 'any'

interface ChoiceProps {
  label: string
  name: string
  options: SelectOption[]
  value: string
  onChange: (value: string) => void
}

/**
 * A choice from a short list. Not portalled: in the advanced dialog a portalled list would sit
 * outside the modal, hidden from screen readers; `fixed` keeps the dialog's scrolling from clipping it.
 */
function Choice({ label, name, options, value, onChange }: ChoiceProps) {
  const collection = useMemo(() => createListCollection({ items: options }), [options])
  return (
    <SelectRoot
      collection={collection}
      name={name}
      value={[value || ANY]}
      onValueChange={(details) => {
        const next = details.value[0]
        if (next !== undefined) onChange(next === ANY ? '' : next)
      }}
      positioning={{ sameWidth: true, strategy: 'fixed' }}
    >
      <SelectLabel>{label}</SelectLabel>
      <SelectControl>
        <SelectTrigger>
          <SelectValueText />
          <SelectIndicator>
            <ChevronDownIcon />
          </SelectIndicator>
        </SelectTrigger>
      </SelectControl>
      <SelectPositioner>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} item={option}>
              <SelectItemText>{option.label}</SelectItemText>
              <SelectItemIndicator>
                <CheckIcon />
              </SelectItemIndicator>
            </SelectItem>
          ))}
        </SelectContent>
      </SelectPositioner>
      <SelectHiddenSelect />
    </SelectRoot>
  )
}

export function GenderField({ actorRef }: FieldProps) {
  const { t } = useTranslation('search')
  const gender = useSelector(actorRef, selectGender)
  const options = useMemo<SelectOption[]>(
    () => [
      { value: ANY, label: t('form.gender.any') },
      ...SEARCH_CODES.gender.map((code) => ({ value: code, label: t(`form.gender.${code}`) })),
    ],
    [t],
  )
  return (
    <Choice
      label={t('form.gender.label')}
      name="sex"
      options={options}
      value={gender}
      onChange={(value) => actorRef.send({ type: 'gender.change', value })}
    />
  )
}

export function AgeField({ actorRef }: FieldProps) {
  const { t } = useTranslation('search')
  const age = useSelector(actorRef, selectAge)
  return (
    <RangeSlider
      label={t('form.age.label')}
      thumbLabels={[t('form.age.min'), t('form.age.max')]}
      min={SEARCH_BOUNDS.age.min}
      max={SEARCH_BOUNDS.age.max}
      minStepsBetweenThumbs={0}
      value={[age.from, age.to]}
      onValueChange={(details) => actorRef.send({ type: 'range.change', field: 'age', value: details.value })}
      formatValue={([from, to]) => t('form.age.value', { from, to })}
    />
  )
}

const RANGE_SELECTORS = { height: selectHeight, weight: selectWeight } as const
const RANGE_ENABLED = { height: selectRangeEnabled('height'), weight: selectRangeEnabled('weight') } as const

/** Height or weight: a switch turns the filter on, the slider sets it. */
export function OptionalRangeField({ actorRef, field }: FieldProps & { field: OptionalRangeCriterion }) {
  const { t } = useTranslation('search')
  const range = useSelector(actorRef, RANGE_SELECTORS[field])
  const enabled = useSelector(actorRef, RANGE_ENABLED[field])
  const bounds = SEARCH_BOUNDS[field]
  return (
    <div className={styles.optionalRange}>
      <Switch
        label={t(`advanced.${field}.toggle`)}
        checked={enabled}
        onCheckedChange={(details) =>
          actorRef.send({ type: 'range.toggle', field, enabled: details.checked })
        }
      />
      <RangeSlider
        label={t(`advanced.${field}.label`)}
        thumbLabels={[t(`advanced.${field}.min`), t(`advanced.${field}.max`)]}
        min={bounds.min}
        max={bounds.max}
        minStepsBetweenThumbs={0}
        disabled={!enabled}
        value={[range.from, range.to]}
        onValueChange={(details) => actorRef.send({ type: 'range.change', field, value: details.value })}
        formatValue={([from, to]) => t(`advanced.${field}.value`, { from, to })}
      />
    </div>
  )
}

/** Distance around the city: one thumb, 0 to 50 km; meaningless (disabled) without a city. */
export function DistanceField({ actorRef }: FieldProps) {
  const { t } = useTranslation('search')
  const distance = useSelector(actorRef, selectDistance)
  const hasCity = useSelector(actorRef, (s) => selectCity(s) !== null)
  const id = useId()
  // As in RangeSlider: zag names the thumb after the slider's label unless given its own name.
  const thumbNameId = `${id}-thumb`
  const helpId = `${id}-help`
  return (
    <div className={styles.distance}>
      <SliderRoot
        min={SEARCH_BOUNDS.distance.min}
        max={SEARCH_BOUNDS.distance.max}
        value={[distance]}
        disabled={!hasCity}
        onValueChange={(details) =>
          actorRef.send({ type: 'distance.change', value: details.value[0] ?? distance })
        }
        aria-labelledby={[thumbNameId]}
      >
        <SliderHeader>
          <SliderLabel>{t('form.distance.label')}</SliderLabel>
          <SliderValueText>{t('form.distance.value', { value: distance })}</SliderValueText>
        </SliderHeader>
        <SliderControl>
          <SliderTrack>
            <SliderRange />
          </SliderTrack>
          <SliderThumb index={0} aria-describedby={helpId}>
            <span id={thumbNameId} hidden>
              {t('form.distance.thumb')}
            </span>
            <SliderHiddenInput name="dist" />
          </SliderThumb>
        </SliderControl>
      </SliderRoot>
      <p id={helpId} className={styles.help}>
        {hasCity ? t('form.distance.help') : t('form.distance.needsCity')}
      </p>
    </div>
  )
}

export function CityField({ actorRef }: FieldProps) {
  const { t } = useTranslation('search')
  const city = useSelector(actorRef, selectCity)
  const cityQuery = useSelector(actorRef, selectCityQuery)
  const cityResults = useSelector(actorRef, selectCityResults)
  const status = useSelector(actorRef, selectCitySearchStatus)
  const errors = useSelector(actorRef, selectErrors)
  const options = useMemo<ComboboxOption[]>(() => {
    const list = cityResults.map((c) => ({ value: c.id, label: c.name }))
    // The city picked stays an option, so the list always knows the value it shows.
    if (city && !cityResults.some((c) => c.id === city.id)) list.unshift({ value: city.id, label: city.name })
    return list
  }, [cityResults, city])
  const typedTooLittle = !city && cityQuery.trim().length > 0 && cityQuery.trim().length < CITY_MIN_CHARS
  const statusText = {
    idle: typedTooLittle ? t('form.city.minChars') : undefined,
    pending: t('form.city.searching'),
    results: undefined,
    empty: t('form.city.empty'),
    failed: t('form.city.failed'),
  }[status]
  const announcement = {
    idle: '',
    pending: '',
    results: t('form.city.results', { count: cityResults.length }),
    empty: t('form.city.empty'),
    failed: t('form.city.failed'),
  }[status]
  return (
    <Combobox
      label={t('form.city.label')}
      name="ville"
      placeholder={t('form.city.placeholder')}
      options={options}
      inputValue={cityQuery}
      onInputValueChange={(details) => {
        // A selection also rewrites the input; only the member's typing is a new query.
        if (details.reason === 'input-change') actorRef.send({ type: 'city.typed', q: details.inputValue })
      }}
      value={city ? [city.id] : []}
      onValueChange={(details) => {
        const picked = details.items[0]
        if (picked) actorRef.send({ type: 'city.selected', city: { id: picked.value, name: picked.label } })
      }}
      allowCustomValue
      portalled={false}
      status={statusText}
      announcement={announcement}
      helperText={t('form.city.help')}
      error={errors.city ? t('form.errors.cityNotPicked') : undefined}
    />
  )
}

const FLAG_SELECTORS = {
  isOnline: selectFlag('isOnline'),
  hasPhoto: selectFlag('hasPhoto'),
  isLast: selectFlag('isLast'),
} as const
const FLAG_LABELS = {
  isOnline: 'form.isOnline',
  hasPhoto: 'form.hasPhoto',
  isLast: 'advanced.isLast',
} as const

export function FlagField({ actorRef, field }: FieldProps & { field: FlagCriterion }) {
  const { t } = useTranslation('search')
  const checked = useSelector(actorRef, FLAG_SELECTORS[field])
  return (
    <Switch
      label={t(FLAG_LABELS[field])}
      name={field}
      checked={checked}
      onCheckedChange={(details) => actorRef.send({ type: 'flag.change', field, value: details.checked })}
    />
  )
}

const TEXT_SELECTORS = { nickname: selectText('nickname'), firstname: selectText('firstname') } as const

export function TextCriterionField({ actorRef, field }: FieldProps & { field: TextCriterion }) {
  const { t } = useTranslation('search')
  const value = useSelector(actorRef, TEXT_SELECTORS[field])
  return (
    <TextField
      label={t(`advanced.${field}`)}
      name={field === 'nickname' ? 'nick' : 'nom'}
      autoComplete="off"
      value={value}
      onChange={(e) => actorRef.send({ type: 'text.change', field, value: e.currentTarget.value })}
    />
  )
}

const CHOICE_SELECTORS = {
  eyesColor: selectChoice('eyesColor'),
  hairsColor: selectChoice('hairsColor'),
  maritalStatus: selectChoice('maritalStatus'),
  sexualPreferences: selectChoice('sexualPreferences'),
} as const

export function ChoiceCriterionField({ actorRef, field }: FieldProps & { field: ChoiceCriterion }) {
  const { t } = useTranslation('search')
  const value = useSelector(actorRef, CHOICE_SELECTORS[field])
  const options = useMemo<SelectOption[]>(
    () => [
      { value: ANY, label: t('advanced.any') },
      ...(SEARCH_CODES[field] as readonly string[]).map((code) => ({
        value: code,
        label: t(`enums.${field}.${code}` as `enums.eyesColor.1`),
      })),
    ],
    [t, field],
  )
  return (
    <Choice
      label={t(`advanced.${field}`)}
      name={field}
      options={options}
      value={value}
      onChange={(next) => actorRef.send({ type: 'choice.change', field, value: next })}
    />
  )
}

const styles = {
  optionalRange: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  distance: css({ display: 'flex', flexDirection: 'column', gap: '1' }),
  help: css({ fontSize: 'sm', color: 'fg.muted' }),
}
