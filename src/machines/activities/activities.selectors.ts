/** How views read the recent-activity feed. */
import type { SnapshotFrom } from 'xstate'
import type { activitiesMachine } from './activities.machine'

type ActivitiesSnapshot = SnapshotFrom<typeof activitiesMachine>

export const selectIsLoading = (snapshot: ActivitiesSnapshot) => snapshot.matches('loading')
export const selectHasFailed = (snapshot: ActivitiesSnapshot) => snapshot.matches('failed')
export const selectIsLoaded = (snapshot: ActivitiesSnapshot) => snapshot.matches('loaded')
export const selectItems = (snapshot: ActivitiesSnapshot) => snapshot.context.items
/** Loaded with nothing to say: 'No recent activity.' */
export const selectIsEmpty = (snapshot: ActivitiesSnapshot) =>
  snapshot.matches('loaded') && snapshot.context.items.length === 0
export const selectError = (snapshot: ActivitiesSnapshot) => snapshot.context.error
