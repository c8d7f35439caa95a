/** The only way views read the session. */
import type { SnapshotFrom } from 'xstate'
import { isProfileComplete } from '../../api/models/profile'
import type { sessionMachine } from './session.machine'

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>

/** 'pending' while the stored login is being checked or renewed; the guard waits then. */
export type SessionStatus = 'pending' | 'member' | 'unavailable' | 'visitor'

export function selectSessionStatus(snapshot: SessionSnapshot): SessionStatus {
  if (snapshot.hasTag('pending')) return 'pending'
  if (snapshot.matches('member')) return 'member'
  if (snapshot.matches('unavailable')) return 'unavailable'
  return 'visitor'
}

/** A stored login exists or is being renewed: the guarded pages may be shown (or wait). */
export const selectHasSession = (snapshot: SessionSnapshot) => selectSessionStatus(snapshot) !== 'visitor'

export const selectIsSessionUnavailable = (snapshot: SessionSnapshot) => snapshot.matches('unavailable')

export const selectIsMember = (snapshot: SessionSnapshot) => snapshot.matches('member')

export const selectCurrentUser = (snapshot: SessionSnapshot) => snapshot.context.user

export const selectUserId = (snapshot: SessionSnapshot) => snapshot.context.login?.user_id ?? null

/** The stored login in force (the realtime socket authenticates with its session id). */
export const selectLogin = (snapshot: SessionSnapshot) => snapshot.context.login

/** Spec section 4: complete only with a city, a positive age, a gender and a searchFor. */
export const selectNeedsProfileCompletion = (snapshot: SessionSnapshot) => {
  const user = snapshot.context.user
  return snapshot.matches('member') && user !== null && !isProfileComplete(user)
}

export const selectSessionError = (snapshot: SessionSnapshot) => snapshot.context.error

export const selectIsRefreshing = (snapshot: SessionSnapshot) => snapshot.matches({ member: 'refreshing' })

/**
 * The member logged out in this page: the page's offline data (service worker, caches) goes. A state,
 * not only the `loggedOut` event, so a part that starts after the logout (the lazy app status) sees it.
 */
export const selectLoggedOutHere = (snapshot: SessionSnapshot) => snapshot.context.closingSessionId !== null
