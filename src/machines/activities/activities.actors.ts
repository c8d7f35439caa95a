/** The call the recent-activity feed makes. */
import { fromPromise } from 'xstate'
import type { ActivityItem } from '../../api/models/social'
import { getActivities } from '../../api/social'

/** GET /ajax_api/getActivities (cached 5 min, spec section 9). */
export const loadActivities = fromPromise<ActivityItem[]>(() => getActivities())
