/**
 * Completing the profile (spec sections 4, 5 and 7): city (autocomplete), birth date, gender and
 * who the member looks for, saved with user/modify/age_sexe_ville. Members are adults: a birth
 * date under 18 years is refused before anything is sent.
 *
 * - `editing`: the form. Its children follow the city autocomplete:
 *   - `idle`: fewer than 2 characters typed, or a city just picked: nothing to search;
 *   - `debouncing`: the member is typing; each keystroke restarts the 300 ms wait (spec section 5);
 *   - `searching`: getRegionsAutocomp runs; typing again leaves it, which stops the call, so an older
 *     answer can never replace a newer one;
 *   - `results`: suggestions to pick from;
 *   - `empty`: the search found nothing ('Aucune ville trouvée');
 *   - `searchFailed`: the search call failed; typing again retries.
 * - `submitting`: the save call; the form is locked. A failure returns to `editing` with the values
 *   kept and `submitError` set ('updateFailed').
 * - `done`: saved; `profileCompleted` was emitted on entry. Final.
 */
import { assign, emit, setup } from 'xstate'
import { isRefusedError } from '../../api/errors'
import type { CityOption } from '../../api/models/search'
import { birthDateError, parseBirthDate } from '../../lib/birth-date'
import {
  CITY_DEBOUNCE_MS,
  cityAutocompleteGuards,
  cityAutocompleteStates,
  cityAutocompleteTransitions,
} from '../../lib/city-autocomplete'
import { findCities, saveProfile } from './complete-profile.actors'
import type {
  CompleteProfileContext,
  CompleteProfileEmitted,
  CompleteProfileEvent,
  CompleteProfileFieldErrors,
  CompleteProfileInput,
  CompleteProfileSaveInput,
  CompleteProfileSubmitError,
  CompleteProfileValues,
  GenderCode,
} from './complete-profile.types'

/** Spec section 3's genders, also the values of looking-for. */
export const GENDER_CODES: readonly GenderCode[] = ['1', '2', '3']

const isGenderCode = (value: unknown): value is GenderCode =>
  typeof value === 'string' && (GENDER_CODES as readonly string[]).includes(value)

/** The form's errors on `today`, empty when it may be sent. Pure: the tests call it directly. */
export function validateCompleteProfile(
  values: CompleteProfileValues,
  today: Date = new Date(),
): CompleteProfileFieldErrors {
  const errors: CompleteProfileFieldErrors = {}
  if (!values.city) errors.city = 'required'
  const birthDate = birthDateError(values.birthDate, today)
  if (birthDate) errors.birthDate = birthDate
  if (!isGenderCode(values.gender)) errors.gender = 'required'
  if (!isGenderCode(values.searchFor)) errors.searchFor = 'required'
  return errors
}

const hasErrors = (errors: CompleteProfileFieldErrors) => Object.keys(errors).length > 0

/** The save call's query from valid values. */
export function saveInputOf(values: CompleteProfileValues): CompleteProfileSaveInput {
  const birth = parseBirthDate(values.birthDate) as Date
  return {
    year: birth.getFullYear(),
    month: birth.getMonth() + 1,
    day: birth.getDate(),
    id_ville: (values.city as CityOption).id,
    sexe1: Number(values.gender),
    cherche1: Number(values.searchFor),
  }
}

function submitErrorOf(error: unknown): CompleteProfileSubmitError {
  const serverMessage = isRefusedError(error) ? error.serverMessage.trim() : ''
  return { code: 'updateFailed', serverMessage }
}

/** The context a form starts with, prefilled from what is known. */
export function initialCompleteProfileContext(input: CompleteProfileInput = {}): CompleteProfileContext {
  const city = input.city ?? null
  const birthDate = input.birthDate?.slice(0, 10) ?? ''
  return {
    city,
    cityQuery: city?.name ?? input.cityName ?? '',
    cityResults: [],
    birthDate: parseBirthDate(birthDate) ? birthDate : '',
    gender: isGenderCode(input.gender) ? input.gender : '',
    searchFor: isGenderCode(input.searchFor) ? input.searchFor : '',
    errors: {},
    attempted: false,
    submitError: null,
  }
}

export const completeProfileMachine = setup({
  types: {
    context: {} as CompleteProfileContext,
    events: {} as CompleteProfileEvent,
    input: {} as CompleteProfileInput | undefined,
    emitted: {} as CompleteProfileEmitted,
  },
  actors: { findCities, saveProfile },
  delays: { cityDebounce: CITY_DEBOUNCE_MS },
  actions: {
    /** The text changed: a city picked before no longer matches it. */
    setCityQuery: assign(({ context }, params: { q: string }) => ({
      cityQuery: params.q,
      city: context.city && context.city.name === params.q ? context.city : null,
    })),
    selectCity: assign((_, params: { city: CityOption }) => ({
      city: params.city,
      cityQuery: params.city.name,
    })),
    storeCityResults: assign({ cityResults: (_, params: { cities: CityOption[] }) => params.cities }),
    clearCityResults: assign({ cityResults: [] }),
    setBirthDate: assign({ birthDate: (_, params: { value: string }) => params.value }),
    setGender: assign({
      gender: (_, params: { value: string }) => (isGenderCode(params.value) ? params.value : ''),
    }),
    setSearchFor: assign({
      searchFor: (_, params: { value: string }) => (isGenderCode(params.value) ? params.value : ''),
    }),
    markAttempted: assign({ attempted: true }),
    /** Before the first submit the form stays quiet; after it, errors follow the values. */
    validate: assign({
      errors: ({ context }) => (context.attempted ? validateCompleteProfile(context) : {}),
    }),
    clearSubmitError: assign({ submitError: null }),
    storeSubmitError: assign({ submitError: (_, params: { error: unknown }) => submitErrorOf(params.error) }),
    emitProfileCompleted: emit({ type: 'profileCompleted' as const }),
  },
  guards: {
    ...cityAutocompleteGuards,
    isFormValid: ({ context }) => !hasErrors(validateCompleteProfile(context)),
  },
}).createMachine({
  id: 'completeProfile',
  context: ({ input }) => initialCompleteProfileContext(input),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        ...cityAutocompleteTransitions('validate'),
        'birthDate.change': {
          actions: [{ type: 'setBirthDate', params: ({ event }) => ({ value: event.value }) }, 'validate'],
        },
        'gender.change': {
          actions: [{ type: 'setGender', params: ({ event }) => ({ value: event.value }) }, 'validate'],
        },
        'searchFor.change': {
          actions: [{ type: 'setSearchFor', params: ({ event }) => ({ value: event.value }) }, 'validate'],
        },
        'form.submit': [
          {
            guard: 'isFormValid',
            target: 'submitting',
            actions: ['markAttempted', 'validate', 'clearSubmitError'],
          },
          { actions: ['markAttempted', 'validate', 'clearSubmitError'] },
        ],
      },
      states: cityAutocompleteStates((context: CompleteProfileContext) => context.cityQuery),
    },
    submitting: {
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => saveInputOf(context),
        onDone: { target: 'done' },
        onError: {
          target: 'editing',
          actions: { type: 'storeSubmitError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: {
      type: 'final',
      entry: 'emitProfileCompleted',
    },
  },
})
