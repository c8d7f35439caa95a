/**
 * Subscriptions (user_abo and abo_infos: dates, cancelled flag, credits) and the payments started
 * through the mock card provider. A member with no subscription row is a free member.
 */
import { Collection } from '@msw/data'
import { z } from 'zod'

export const subscriptionSchema = z.object({
  member_id: z.number(),
  premium: z.boolean(),
  /** YYYY-MM-DD, '' when never subscribed. */
  start_date: z.string(),
  end_date: z.string(),
  cancelled: z.boolean(),
  credits: z.number(),
})

export const paymentSchema = z.object({
  abo_id: z.string(),
  member_id: z.number(),
  status: z.enum(['pending', 'paid', 'failed', 'confirmed']),
  created_at: z.string(),
  /** The app origin the provider page returns to. */
  return_origin: z.string(),
})

export type Subscription = z.infer<typeof subscriptionSchema>
export type Payment = z.infer<typeof paymentSchema>

export const subscriptions = new Collection({ schema: subscriptionSchema })
export const payments = new Collection({ schema: paymentSchema })
