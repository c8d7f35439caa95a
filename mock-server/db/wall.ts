/**
 * Activities: the facts the wall and the recent-activity feed show (connected, visited, updated
 * profile, added a photo, birthday). `target_id` is who was visited, for 'visite'.
 */
import { Collection } from '@msw/data'
import { z } from 'zod'

export const ACTIVITY_KINDS = ['con', 'visite', 'modif', 'add_tof', 'birthday'] as const

export const activitySchema = z.object({
  id: z.number(),
  member_id: z.number(),
  kind: z.enum(ACTIVITY_KINDS),
  target_id: z.number().nullable(),
  date: z.string(),
})

export type Activity = z.infer<typeof activitySchema>
export type ActivityKind = Activity['kind']

export const activities = new Collection({ schema: activitySchema })
