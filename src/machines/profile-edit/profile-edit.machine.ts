/**
 * Editing one's own profile (/app/account/edit-profile, spec section 3's "Profile edit"): every field,
 * saved through section 7's four calls, only those whose fields changed (dirty tracking against what
 * the server holds). Nothing typed is lost when a save fails: the values stay, the groups saved
 * before the failure become the new baseline, and the failure is shown.
 *
 * - `editing`: the form. Its children follow the city autocomplete (the city is saved as `id_ville`):
 *   - `idle`: nothing to search (fewer than 2 characters, or a city just picked);
 *   - `debouncing`: the member is typing; each keystroke restarts the 300 ms wait (spec section 5);
 *   - `searching`: getRegionsAutocomp runs; typing again stops it;
 *   - `results`: suggestions to pick from;
 *   - `empty`: nothing found ('Aucune ville trouvée');
 *   - `searchFailed`: the search failed; typing again retries.
 * - `saving`: the calls of the changed groups run one after the other; the form is read-only.
 *   Success or failure returns to `editing` with `outcome` set; `profileSaved` is emitted when
 *   anything was saved, so the session looks the member up again.
 */
import { type ActorRefFrom, and, assign, emit, setup } from 'xstate'
import type { CityOption } from '../../api/models/search'
import {
  CITY_DEBOUNCE_MS,
  cityAutocompleteGuards,
  cityAutocompleteStates,
  cityAutocompleteTransitions,
} from '../../lib/city-autocomplete'
import { findCities, saveProfileEdits } from './profile-edit.actors'
import type {
  ProfileEditContext,
  ProfileEditEmitted,
  ProfileEditEvent,
  ProfileEditGroup,
  ProfileEditInput,
  ProfileEditListField,
  ProfileEditOutcome,
  ProfileEditTextField,
} from './profile-edit.types'
import {
  dirtyGroups,
  failureOf,
  hasErrors,
  initialProfileEditValues,
  savedAfter,
  saveRequestOf,
  validateProfileEdit,
  valuesAfter,
} from './profile-edit.values'

export const profileEditMachine = setup({
  types: {
    context: {} as ProfileEditContext,
    events: {} as ProfileEditEvent,
    input: {} as ProfileEditInput | undefined,
    emitted: {} as ProfileEditEmitted,
  },
  actors: { findCities, saveProfileEdits },
  delays: { cityDebounce: CITY_DEBOUNCE_MS },
  actions: {
    setField: assign(({ context }, params: { field: ProfileEditTextField; value: string }) => ({
      values: { ...context.values, [params.field]: params.value },
      outcome: null,
    })),
    toggleListItem: assign(
      ({ context }, params: { field: ProfileEditListField; id: string; checked: boolean }) => {
        const without = context.values[params.field].filter((id) => id !== params.id)
        const next = params.checked ? [...without, params.id] : without
        return { values: { ...context.values, [params.field]: next }, outcome: null }
      },
    ),
    /** The text changed: a city picked before no longer matches it. */
    setCityQuery: assign(({ context }, params: { q: string }) => ({
      values: {
        ...context.values,
        cityQuery: params.q,
        city: context.values.city?.name === params.q ? context.values.city : null,
      },
      outcome: null,
    })),
    selectCity: assign(({ context }, params: { city: CityOption }) => ({
      values: { ...context.values, city: params.city, cityQuery: params.city.name },
      outcome: null,
    })),
    storeCityResults: assign({ cityResults: (_, params: { cities: CityOption[] }) => params.cities }),
    clearCityResults: assign({ cityResults: [] }),
    markAttempted: assign({ attempted: true }),
    /** Before the first save the form stays quiet; after it, errors follow the values. */
    validate: assign({
      errors: ({ context }) => (context.attempted ? validateProfileEdit(context.values, context.saved) : {}),
    }),
    clearOutcome: assign({ outcome: null }),
    storeSaved: assign(({ context }, params: { groups: ProfileEditGroup[] }) => ({
      saved: savedAfter(context.saved, context.values, params.groups),
      values: valuesAfter(context.values, params.groups),
      outcome: { kind: 'saved' } as ProfileEditOutcome,
      attempted: false,
      errors: {},
    })),
    storeFailure: assign(({ context }, params: { error: unknown }) => {
      const { serverMessage, savedGroups } = failureOf(params.error)
      return {
        saved: savedAfter(context.saved, context.values, savedGroups),
        values: valuesAfter(context.values, savedGroups),
        outcome: { kind: 'failed', serverMessage, savedGroups } as ProfileEditOutcome,
      }
    }),
    reset: assign(({ context }) => ({
      values: { ...context.saved },
      errors: {},
      attempted: false,
      outcome: null,
      cityResults: [],
    })),
    announceSaved: emit({ type: 'profileSaved' } as const),
  },
  guards: {
    ...cityAutocompleteGuards,
    isDirty: ({ context }) => dirtyGroups(context.values, context.saved).length > 0,
    isFormValid: ({ context }) => !hasErrors(validateProfileEdit(context.values, context.saved)),
    hasSavedSomething: (_, params: { error: unknown }) => failureOf(params.error).savedGroups.length > 0,
  },
}).createMachine({
  id: 'profileEdit',
  context: ({ input }) => {
    const values = initialProfileEditValues(input)
    return { values, saved: values, cityResults: [], errors: {}, attempted: false, outcome: null }
  },
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'field.change': {
          actions: [
            { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
            'validate',
          ],
        },
        'list.toggle': {
          actions: [
            {
              type: 'toggleListItem',
              params: ({ event }) => ({ field: event.field, id: event.id, checked: event.checked }),
            },
            'validate',
          ],
        },
        ...cityAutocompleteTransitions('validate'),
        // Nothing changed: nothing to send, and nothing to complain about.
        'form.submit': [
          {
            guard: and(['isDirty', 'isFormValid']),
            target: 'saving',
            actions: ['markAttempted', 'validate', 'clearOutcome'],
          },
          { guard: 'isDirty', actions: ['markAttempted', 'validate', 'clearOutcome'] },
        ],
        'form.reset': { target: '.idle', actions: 'reset' },
      },
      states: cityAutocompleteStates((context: ProfileEditContext) => context.values.cityQuery),
    },
    saving: {
      invoke: {
        id: 'saveProfileEdits',
        src: 'saveProfileEdits',
        input: ({ context }) => saveRequestOf(context.values, context.saved),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'storeSaved', params: ({ event }) => ({ groups: event.output }) },
            'announceSaved',
          ],
        },
        onError: [
          {
            guard: { type: 'hasSavedSomething', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: [
              { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
              'announceSaved',
            ],
          },
          {
            target: 'editing',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
  },
})

export type ProfileEditActorRef = ActorRefFrom<typeof profileEditMachine>
