/** Spec section 4's subscription states, from the current user. */
import type { CurrentUser } from '../../api/models/profile'

export type SubscriptionStatus = 'free' | 'premium' | 'cancelled'

/** Premium means user_abo is 1; a cancelled premium stays premium until the end date. */
export function subscriptionStatusOf(
  user: Pick<CurrentUser, 'isPremium' | 'subscriptionCancelled'>,
): SubscriptionStatus {
  if (!user.isPremium) return 'free'
  return user.subscriptionCancelled ? 'cancelled' : 'premium'
}

/** Badge variants of section 4: neutral, success, warning. */
export const SUBSCRIPTION_BADGE = {
  free: 'neutral',
  premium: 'success',
  cancelled: 'warning',
} as const satisfies Record<SubscriptionStatus, 'neutral' | 'success' | 'warning'>
