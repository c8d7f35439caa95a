/**
 * The search form (spec sections 2, 3, 5 and 9): the simple criteria on /app/search (gender, age,
 * city and distance, online, with photo) and the advanced ones in the `search` dialog (nickname,
 * first name, height, weight, eyes, hair, marital status, orientation, newest first), one form for
 * both. Sliders stay inside the bounds of section 5; a fresh form has the defaults of section 9.
 * Submitting emits `search.submitted` with the search; the page puts it in the URL. Holds error
 * codes, never text.
 *
 * - `editing`: the form, always. Its children follow the city autocomplete:
 *   - `idle`: fewer than 2 characters typed, or a city just picked: nothing to search;
 *   - `debouncing`: the member is typing; each keystroke restarts the 300 ms wait (section 5);
 *   - `searching`: getRegionsAutocomp runs; typing again leaves it, which stops the call, so an
 *     older answer never replaces a newer one;
 *   - `results`: suggestions to pick from;
 *   - `empty`: no city matches ('Aucune ville trouvée', section 8);
 *   - `searchFailed`: the city call failed; typing again retries.
 */
import { assign, emit, setup } from 'xstate'
import type { CityOption, Range } from '../../api/models/search'
import {
  CITY_DEBOUNCE_MS,
  cityAutocompleteGuards,
  cityAutocompleteStates,
  cityAutocompleteTransitions,
} from '../../lib/city-autocomplete'
import {
  CITY_NAME_MAX,
  clamp,
  clampRange,
  cleanText,
  type GenderCode,
  SEARCH_BOUNDS,
  SEARCH_CODES,
  SEARCH_DEFAULTS,
  SEARCH_TEXT_MAX,
  type SearchQuery,
} from '../search-results/search-results.url'
import { findCities } from './search-form.actors'
import type {
  ChoiceCriterion,
  SearchFormContext,
  SearchFormEmitted,
  SearchFormEvent,
  SearchFormInput,
  SearchFormValues,
} from './search-form.types'

const isGenderCode = (value: unknown): value is GenderCode =>
  typeof value === 'string' && (SEARCH_CODES.gender as readonly string[]).includes(value)

const isChoice = (field: ChoiceCriterion, value: string) =>
  value === '' || (SEARCH_CODES[field] as readonly string[]).includes(value)

/** Spec section 9's form: any gender, 25-35 years, 25 km, height and weight off at 160-190 / 50-100. */
export const DEFAULT_SEARCH_VALUES: SearchFormValues = {
  gender: '',
  age: { ...SEARCH_DEFAULTS.age },
  city: null,
  distance: SEARCH_DEFAULTS.distance,
  isOnline: false,
  hasPhoto: false,
  isLast: false,
  nickname: '',
  firstname: '',
  useHeight: false,
  height: { ...SEARCH_DEFAULTS.height },
  useWeight: false,
  weight: { ...SEARCH_DEFAULTS.weight },
  eyesColor: '',
  hairsColor: '',
  maritalStatus: '',
  sexualPreferences: '',
}

/**
 * The form's values for a search. An empty search is a fresh form: the defaults, with the gender
 * the member looks for; otherwise exactly the search (an absent gender stays "any").
 */
export function valuesOfQuery(query: SearchQuery = {}, lookingFor?: string): SearchFormValues {
  const { page: _, ...criteria } = query
  const fresh = Object.keys(criteria).length === 0
  return {
    gender: query.gender ?? (fresh && isGenderCode(lookingFor) ? lookingFor : ''),
    age: query.age ?? { ...SEARCH_DEFAULTS.age },
    city: query.city ? { id: query.city.id, name: query.city.name } : null,
    distance: query.distance ?? SEARCH_DEFAULTS.distance,
    isOnline: query.isOnline === true,
    hasPhoto: query.hasPhoto === true,
    isLast: query.isLast === true,
    nickname: query.nickname ?? '',
    firstname: query.firstname ?? '',
    useHeight: query.height !== undefined,
    height: query.height ?? { ...SEARCH_DEFAULTS.height },
    useWeight: query.weight !== undefined,
    weight: query.weight ?? { ...SEARCH_DEFAULTS.weight },
    eyesColor: query.eyesColor ?? '',
    hairsColor: query.hairsColor ?? '',
    maritalStatus: query.maritalStatus ?? '',
    sexualPreferences: query.sexualPreferences ?? '',
  }
}

/** The search the form's values mean (first page). Only what is set goes in. */
export function queryOfValues(values: SearchFormValues): SearchQuery {
  const query: SearchQuery = { age: clampRange(values.age, SEARCH_BOUNDS.age) }
  if (values.gender) query.gender = values.gender
  if (values.city) {
    query.city = { id: values.city.id, name: cleanText(values.city.name, CITY_NAME_MAX) }
    query.distance = clamp(
      Math.round(values.distance),
      SEARCH_BOUNDS.distance.min,
      SEARCH_BOUNDS.distance.max,
    )
  }
  if (values.isOnline) query.isOnline = true
  if (values.hasPhoto) query.hasPhoto = true
  if (values.isLast) query.isLast = true
  const nickname = cleanText(values.nickname, SEARCH_TEXT_MAX)
  if (nickname) query.nickname = nickname
  const firstname = cleanText(values.firstname, SEARCH_TEXT_MAX)
  if (firstname) query.firstname = firstname
  if (values.useHeight) query.height = clampRange(values.height, SEARCH_BOUNDS.height)
  if (values.useWeight) query.weight = clampRange(values.weight, SEARCH_BOUNDS.weight)
  if (values.eyesColor) query.eyesColor = values.eyesColor
  if (values.hairsColor) query.hairsColor = values.hairsColor
  if (values.maritalStatus) query.maritalStatus = values.maritalStatus
  if (values.sexualPreferences) query.sexualPreferences = values.sexualPreferences
  return query
}

/** How many advanced criteria are set (the dialog's button says so). */
export function advancedCount(values: SearchFormValues): number {
  return [
    values.nickname.trim() !== '',
    values.firstname.trim() !== '',
    values.useHeight,
    values.useWeight,
    values.eyesColor !== '',
    values.hairsColor !== '',
    values.maritalStatus !== '',
    values.sexualPreferences !== '',
    values.isLast,
  ].filter(Boolean).length
}

function initialContext(input: SearchFormInput = {}): SearchFormContext {
  const values = valuesOfQuery(input.query, input.lookingFor)
  return { ...values, cityQuery: values.city?.name ?? '', cityResults: [], errors: {} }
}

/** A slider's two values as a range inside its bounds (a one-value array moves both ends). */
function rangeOf(value: readonly number[], bounds: { min: number; max: number }, previous: Range): Range {
  const from = value[0] ?? previous.from
  const to = value[1] ?? value[0] ?? previous.to
  return clampRange({ from, to }, bounds)
}

export const searchFormMachine = setup({
  types: {
    context: {} as SearchFormContext,
    events: {} as SearchFormEvent,
    input: {} as SearchFormInput | undefined,
    emitted: {} as SearchFormEmitted,
  },
  actors: { findCities },
  delays: { cityDebounce: CITY_DEBOUNCE_MS },
  actions: {
    setGender: assign({
      gender: (_, params: { value: string }) => (isGenderCode(params.value) ? params.value : ''),
    }),
    setRange: assign(
      ({ context }, params: { field: 'age' | 'height' | 'weight'; value: readonly number[] }) => ({
        [params.field]: rangeOf(params.value, SEARCH_BOUNDS[params.field], context[params.field]),
      }),
    ),
    toggleRange: assign((_, params: { field: 'height' | 'weight'; enabled: boolean }) =>
      params.field === 'height' ? { useHeight: params.enabled } : { useWeight: params.enabled },
    ),
    setDistance: assign({
      distance: (_, params: { value: number }) =>
        clamp(Math.round(params.value), SEARCH_BOUNDS.distance.min, SEARCH_BOUNDS.distance.max),
    }),
    setFlag: assign((_, params: { field: 'isOnline' | 'hasPhoto' | 'isLast'; value: boolean }) => ({
      [params.field]: params.value,
    })),
    setText: assign((_, params: { field: 'nickname' | 'firstname'; value: string }) => ({
      [params.field]: params.value.slice(0, SEARCH_TEXT_MAX * 2),
    })),
    setChoice: assign(({ context }, params: { field: ChoiceCriterion; value: string }) => ({
      [params.field]: isChoice(params.field, params.value) ? params.value : context[params.field],
    })),
    /** The text changed: a city picked before no longer matches it. */
    setCityQuery: assign(({ context }, params: { q: string }) => ({
      cityQuery: params.q,
      city: context.city && context.city.name === params.q ? context.city : null,
      errors: {},
    })),
    selectCity: assign((_, params: { city: CityOption }) => ({
      city: params.city,
      cityQuery: params.city.name,
      errors: {},
    })),
    storeCityResults: assign({ cityResults: (_, params: { cities: CityOption[] }) => params.cities }),
    clearCityResults: assign({ cityResults: [] }),
    resetValues: assign(({ context }) => ({
      ...DEFAULT_SEARCH_VALUES,
      // The gender the member looks for is theirs, not a criterion to forget.
      gender: context.gender,
      cityQuery: '',
      cityResults: [],
      errors: {},
    })),
    flagCityNotPicked: assign({ errors: { city: 'notPicked' as const } }),
    emitSubmitted: emit(({ context }) => ({
      type: 'search.submitted' as const,
      query: queryOfValues(context),
    })),
  },
  guards: {
    ...cityAutocompleteGuards,
    /** Text in the city input that is not a picked city: the member did not finish choosing. */
    isCityUnpicked: ({ context }) => context.city === null && context.cityQuery.trim() !== '',
  },
}).createMachine({
  id: 'searchForm',
  context: ({ input }) => initialContext(input),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'gender.change': { actions: { type: 'setGender', params: ({ event }) => ({ value: event.value }) } },
        'range.change': {
          actions: { type: 'setRange', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        'range.toggle': {
          actions: {
            type: 'toggleRange',
            params: ({ event }) => ({ field: event.field, enabled: event.enabled }),
          },
        },
        'distance.change': {
          actions: { type: 'setDistance', params: ({ event }) => ({ value: event.value }) },
        },
        'flag.change': {
          actions: { type: 'setFlag', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        'text.change': {
          actions: { type: 'setText', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        'choice.change': {
          actions: { type: 'setChoice', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        ...cityAutocompleteTransitions(),
        'form.reset': { target: '.idle', actions: 'resetValues' },
        'form.submit': [
          { guard: 'isCityUnpicked', actions: 'flagCityNotPicked' },
          { actions: 'emitSubmitted' },
        ],
      },
      states: cityAutocompleteStates((context: SearchFormContext) => context.cityQuery),
    },
  },
})
