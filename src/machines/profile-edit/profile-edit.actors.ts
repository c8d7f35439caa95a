/** The profile-edit machine's calls; tests and stories swap them with `.provide()`. */
import { fromPromise } from 'xstate'
import type { CityOption } from '../../api/models/search'
import {
  modifyAgeSexeVille,
  modifyDescription,
  modifyInformations,
  modifyInterests,
} from '../../api/profile-edit'
import { searchCities } from '../../api/search'
import type { ProfileEditGroup, ProfileEditSaveRequest } from './profile-edit.types'

/** A save stopped by a failed call: the groups saved before it, and the call's error. */
export class ProfileEditSaveError extends Error {
  override readonly name = 'ProfileEditSaveError'
  constructor(
    readonly savedGroups: ProfileEditGroup[],
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : 'Profile save failed', { cause })
  }
}

export const SAVE_ORDER: readonly ProfileEditGroup[] = [
  'ageSexeVille',
  'interests',
  'description',
  'informations',
]

/**
 * Makes the calls of `request` one after the other in `SAVE_ORDER`, stopping at the first failure
 * (thrown as `ProfileEditSaveError`). Resolves with the groups saved.
 */
export async function saveInOrder(
  request: ProfileEditSaveRequest,
  calls: { [G in ProfileEditGroup]: (query: NonNullable<ProfileEditSaveRequest[G]>) => Promise<void> },
): Promise<ProfileEditGroup[]> {
  const saved: ProfileEditGroup[] = []
  for (const group of SAVE_ORDER) {
    const query = request[group]
    if (!query) continue
    try {
      await (calls[group] as (q: typeof query) => Promise<void>)(query)
    } catch (error) {
      throw new ProfileEditSaveError(saved, error)
    }
    saved.push(group)
  }
  return saved
}

/** The four GET user/modify/* calls for the groups that changed. */
export const saveProfileEdits = fromPromise<ProfileEditGroup[], ProfileEditSaveRequest>(({ input }) =>
  saveInOrder(input, {
    ageSexeVille: (q) => modifyAgeSexeVille(q),
    interests: (q) => modifyInterests(q),
    description: (q) => modifyDescription(q),
    informations: (q) => modifyInformations(q),
  }),
)

/** GET getRegionsAutocomp?q: the cities matching what the member typed. */
export const findCities = fromPromise<CityOption[], { q: string }>(({ input }) => searchCities(input.q))
