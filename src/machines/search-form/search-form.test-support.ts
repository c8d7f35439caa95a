/** Stubs for the search form's actors, shared by its tests and stories. */
import { fromPromise } from 'xstate'
import type { CityOption } from '../../api/models/search'
import { searchFormMachine } from './search-form.machine'

/** A few cities with the names the mock's getRegionsAutocomp gives. */
export const SEARCH_CITIES: CityOption[] = [
  { id: '75056', name: 'Paris (75)' },
  { id: '77288', name: 'Paris-l’Hôpital (71)' },
  { id: '13055', name: 'Marseille (13)' },
  { id: '69123', name: 'Lyon (69)' },
  { id: '33063', name: 'Bordeaux (33)' },
]

/** Cities whose name starts with the query, as the real search roughly does. */
export const searchCitiesMatching = (q: string): CityOption[] =>
  SEARCH_CITIES.filter((city) => city.name.toLowerCase().startsWith(q.trim().toLowerCase()))

export interface SearchFormStubs {
  findCities?: (input: { q: string }) => Promise<CityOption[]>
}

/** The machine with its call replaced; by default the city search filters `SEARCH_CITIES`. */
export function searchFormMachineWith(stubs: SearchFormStubs = {}) {
  return searchFormMachine.provide({
    actors: {
      findCities: fromPromise<CityOption[], { q: string }>(({ input }) =>
        (stubs.findCities ?? (async ({ q }) => searchCitiesMatching(q)))(input),
      ),
    },
  })
}
