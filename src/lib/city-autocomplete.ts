/**
 * The city autocomplete the complete-profile, profile-edit and search forms share (spec section 5):
 * as the member types, cities are searched 300 ms after the last keystroke and offered to pick from.
 * A form machine's `editing` state takes `cityAutocompleteStates` as its children and
 * `cityAutocompleteTransitions` among its events:
 *
 * - `idle`: fewer than 2 characters typed, or a city just picked: nothing to search;
 * - `debouncing`: the member is typing; each keystroke restarts the wait;
 * - `searching`: the `findCities` actor runs; typing again leaves it, which stops the call, so an
 *   older answer never replaces a newer one;
 * - `results`: suggestions to pick from; `empty`: nothing found ('Aucune ville trouvée');
 * - `searchFailed`: the search failed; typing again retries.
 *
 * Plain objects and functions, no XState import: the machine's `setup` names what they refer to, and
 * its types check every name: the `findCities` actor, the `cityDebounce` delay (`CITY_DEBOUNCE_MS`),
 * the guards of `cityAutocompleteGuards`, and the actions `setCityQuery`, `selectCity`,
 * `storeCityResults` and `clearCityResults`, which keep the city where each form holds it.
 */

/** Characters typed before the city search starts. */
export const CITY_MIN_CHARS = 2
/** Spec section 5: the city autocomplete input is debounced 300 ms. */
export const CITY_DEBOUNCE_MS = 300

export const cityAutocompleteGuards = {
  isSearchable: (_: unknown, params: { q: string }) => params.q.trim().length >= CITY_MIN_CHARS,
  hasCities: (_: unknown, params: { cities: readonly unknown[] }) => params.cities.length > 0,
}

const typed = ({ event }: { event: { q: string } }) => ({ q: event.q })
const picked = <E extends { city: unknown }>({ event }: { event: E }): { city: E['city'] } => ({
  city: event.city,
})
const found = <E extends { output: unknown }>({ event }: { event: E }): { cities: E['output'] } => ({
  cities: event.output,
})

/**
 * The `city.typed` and `city.selected` transitions of the form's `editing` state; `then` are the
 * form's own actions after each (its validation).
 */
export function cityAutocompleteTransitions<const TThen extends string = never>(...then: TThen[]) {
  return {
    // Targeting a child from here exits the active child first: the debounce restarts and a running
    // search is stopped.
    'city.typed': [
      {
        guard: { type: 'isSearchable', params: typed },
        target: '.debouncing',
        actions: [{ type: 'setCityQuery', params: typed }, ...then],
      },
      {
        target: '.idle',
        actions: [{ type: 'setCityQuery', params: typed }, 'clearCityResults', ...then],
      },
    ],
    'city.selected': {
      target: '.idle',
      actions: [{ type: 'selectCity', params: picked }, ...then],
    },
  } as const
}

/** The children of the form's `editing` state; `queryOf` reads the typed text from its context. */
export function cityAutocompleteStates<TContext>(queryOf: (context: TContext) => string) {
  return {
    idle: {},
    debouncing: {
      after: { cityDebounce: 'searching' },
    },
    searching: {
      invoke: {
        id: 'findCities',
        src: 'findCities',
        input: ({ context }: { context: TContext }) => ({ q: queryOf(context).trim() }),
        onDone: [
          {
            guard: { type: 'hasCities', params: found },
            target: 'results',
            actions: { type: 'storeCityResults', params: found },
          },
          { target: 'empty', actions: 'clearCityResults' },
        ],
        onError: { target: 'searchFailed', actions: 'clearCityResults' },
      },
    },
    results: {},
    empty: {},
    searchFailed: {},
  } as const
}
