/** Context and events of the recent-activity feed. */
import type { ActivityItem } from '../../api/models/social'

/** Why the feed could not be read, translated by the view as `social:errors.<code>`. */
export type ActivitiesErrorCode = 'loadFailed'

export interface ActivitiesContext {
  items: ActivityItem[]
  error: ActivitiesErrorCode | null
}

/** Read the feed again after a failure. */
export type ActivitiesEvent = { type: 'activities.retry' }
