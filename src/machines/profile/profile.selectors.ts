/** How views read the profile machine. */
import type { SnapshotFrom } from 'xstate'
import type { profileMachine } from './profile.machine'

type ProfileSnapshot = SnapshotFrom<typeof profileMachine>

export const selectProfile = (snapshot: ProfileSnapshot) => snapshot.context.profile
export const selectIsLoading = (snapshot: ProfileSnapshot) => snapshot.matches('loading')
export const selectIsLoaded = (snapshot: ProfileSnapshot) => snapshot.matches('loaded')
export const selectIsNotFound = (snapshot: ProfileSnapshot) => snapshot.matches('notFound')
export const selectHasFailed = (snapshot: ProfileSnapshot) => snapshot.matches('failed')
/** The profile is the signed-in member's own. */
export const selectIsOwnProfile = (snapshot: ProfileSnapshot) =>
  snapshot.context.viewerId !== null && snapshot.context.profile?.id === snapshot.context.viewerId
/** The `cmd_visit` frame went out over the socket. */
export const selectVisitSent = (snapshot: ProfileSnapshot) => snapshot.matches({ loaded: 'visitSent' })
