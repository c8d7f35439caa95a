/** The search form's actors, live versions; tests and stories swap them with `.provide()`. */
import { fromPromise } from 'xstate'
import type { CityOption } from '../../api/models/search'
import { searchCities } from '../../api/search'

/** GET getRegionsAutocomp?q: the cities matching what the member typed (cached 5 min). */
export const findCities = fromPromise<CityOption[], { q: string }>(({ input }) => searchCities(input.q))
