/**
 * Sessions: what a login hands out. A session is alive until logout, account deletion or an
 * expiry forced through the control endpoint; a dead one answers `connected: 0` like the real API.
 */
import { Collection } from '@msw/data'
import { z } from 'zod'

export const sessionSchema = z.object({
  session_id: z.string(),
  member_id: z.number(),
  created_at: z.string(),
  expired: z.boolean(),
})

export type Session = z.infer<typeof sessionSchema>

export const sessions = new Collection({ schema: sessionSchema })
