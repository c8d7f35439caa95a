/**
 * The complete-profile machine's actors, live versions; tests and stories swap them with `.provide()`.
 */
import { fromPromise } from 'xstate'
import type { CityOption } from '../../api/models/search'
import { modifyAgeSexeVille } from '../../api/profile-edit'
import { searchCities } from '../../api/search'
import type { CompleteProfileSaveInput } from './complete-profile.types'

/** GET getRegionsAutocomp?q: the cities matching what the member typed (a stopped search's answer is dropped). */
export const findCities = fromPromise<CityOption[], { q: string }>(({ input }) => searchCities(input.q))

/** GET user/modify/age_sexe_ville with the birth date, the city id, the gender and who they look for. */
export const saveProfile = fromPromise<void, CompleteProfileSaveInput>(({ input }) =>
  modifyAgeSexeVille(input),
)
