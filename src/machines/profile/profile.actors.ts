/** The calls a profile page makes. */
import { fromPromise } from 'xstate'
import type { FullProfile } from '../../api/models/profile'
import { getProfile } from '../../api/users'
import type { LoadProfileInput } from './profile.types'

/** The slug names no member: thrown without calling the server. */
export class MemberNotFoundError extends Error {
  override readonly name = 'MemberNotFoundError'
}

/**
 * GET /index_api/user?id={id}: the member's profile. For a signed-in member the server counts the
 * look as a visit (spec section 7, `user?id`); the socket frame follows from the machine.
 */
export const loadProfile = fromPromise<FullProfile, LoadProfileInput>(async ({ input }) => {
  if (input.memberId === null) throw new MemberNotFoundError('No member id in the slug')
  const profile = await getProfile(input.memberId)
  if (profile.id === '') throw new MemberNotFoundError(`No member ${input.memberId}`)
  return profile
})
