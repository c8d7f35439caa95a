/** Stubs for the complete-profile machine's actors, shared by its tests and stories. */
import { fromPromise } from 'xstate'
import type { CityOption } from '../../api/models/search'
import { completeProfileMachine } from './complete-profile.machine'
import type { CompleteProfileSaveInput } from './complete-profile.types'

/** A few cities with the names the mock's getRegionsAutocomp gives. */
export const CITIES: CityOption[] = [
  { id: '75056', name: 'Paris (75)' },
  { id: '77288', name: 'Paris-l’Hôpital (71)' },
  { id: '13055', name: 'Marseille (13)' },
  { id: '69123', name: 'Lyon (69)' },
  { id: '33063', name: 'Bordeaux (33)' },
]

/** Cities whose name starts with the query, as the real search roughly does. */
export const citiesMatching = (q: string): CityOption[] =>
  CITIES.filter((city) => city.name.toLowerCase().startsWith(q.trim().toLowerCase()))

export interface CompleteProfileStubs {
  findCities?: (input: { q: string }) => Promise<CityOption[]>
  saveProfile?: (input: CompleteProfileSaveInput) => Promise<void>
}

/** The machine with its calls replaced; by default the search filters `CITIES` and saving works. */
export function completeProfileMachineWith(stubs: CompleteProfileStubs = {}) {
  return completeProfileMachine.provide({
    actors: {
      findCities: fromPromise<CityOption[], { q: string }>(({ input }) =>
        (stubs.findCities ?? (async ({ q }) => citiesMatching(q)))(input),
      ),
      saveProfile: fromPromise<void, CompleteProfileSaveInput>(({ input }) =>
        (stubs.saveProfile ?? (async () => {}))(input),
      ),
    },
  })
}

/** 'YYYY-MM-DD' of the day `years` years (and `days` days) before `from`. */
export function isoDateYearsAgo(years: number, days = 0, from: Date = new Date()): string {
  const d = new Date(from.getFullYear() - years, from.getMonth(), from.getDate() - days)
  const mm = String(d.getMonth() + 1).padStart(2, '0')
  const dd = String(d.getDate()).padStart(2, '0')
  return `${String(d.getFullYear()).padStart(4, '0')}-${mm}-${dd}`
}
