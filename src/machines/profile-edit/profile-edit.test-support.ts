/** Stubs and fixtures for the profile-edit machine, shared by its tests and stories. */
import { fromPromise } from 'xstate'
import type { CityOption } from '../../api/models/search'
import { saveInOrder } from './profile-edit.actors'
import { profileEditMachine } from './profile-edit.machine'
import type { ProfileEditGroup, ProfileEditInput, ProfileEditSaveRequest } from './profile-edit.types'

export const EDIT_CITIES: CityOption[] = [
  { id: '69123', name: 'Lyon (69)' },
  { id: '69259', name: 'Lyons-la-Forêt (27)' },
  { id: '75056', name: 'Paris (75)' },
  { id: '13055', name: 'Marseille (13)' },
]

/** A member as the session's lookup describes them (Juliette of the demo accounts, roughly). */
export const MEMBER_PROFILE: ProfileEditInput = {
  birthDate: '1992-03-14',
  cityQuery: 'Paris (75)',
  interestIds: ['1', '3'],
  description: 'Parisienne curieuse, j’aime les expositions et les dîners entre amis.',
  height: '168',
  weight: '58',
  children: '0',
  eyes: '2',
  hair: '3',
  maritalStatus: '1',
  bodyShape: '2',
  personality: '4',
  orientation: '1',
  education: '5',
  job: '2',
  fullName: 'Juliette Martin',
  bodyOptionIds: ['2'],
}

export interface ProfileEditStubs {
  findCities?: (q: string) => Promise<CityOption[]>
  /** One call per group; all succeed by default. */
  calls?: Partial<Record<ProfileEditGroup, (query: unknown) => Promise<void>>>
  /** Every call made, in order. */
  log?: { group: ProfileEditGroup; query: unknown }[]
}

/** The machine with its calls replaced; by default the city search filters `EDIT_CITIES`. */
export function profileEditMachineWith(stubs: ProfileEditStubs = {}) {
  const call = (group: ProfileEditGroup) => async (query: unknown) => {
    stubs.log?.push({ group, query })
    await stubs.calls?.[group]?.(query)
  }
  return profileEditMachine.provide({
    actors: {
      findCities: fromPromise<CityOption[], { q: string }>(({ input }) =>
        (
          stubs.findCities ??
          (async (q) => EDIT_CITIES.filter((c) => c.name.toLowerCase().startsWith(q.trim().toLowerCase())))
        )(input.q),
      ),
      saveProfileEdits: fromPromise<ProfileEditGroup[], ProfileEditSaveRequest>(({ input }) =>
        saveInOrder(input, {
          ageSexeVille: call('ageSexeVille'),
          interests: call('interests'),
          description: call('description'),
          informations: call('informations'),
        }),
      ),
    },
  })
}
