/** Wire shapes of leaving: cancelling the subscription and deleting the account (spec section 7). */
import type { WireFlag } from './common'

/**
 * POST /index_api/p_compte/unsubscribe?desabo_step1=1 (form: email): "confirmation". Ours:
 * `{ success: 1, message }`, or `{ success: 0, message }` when the email does not match.
 */
export type WireUnsubscribeResponse = {
  success?: WireFlag
  error?: WireFlag
  message?: string
}

/**
 * POST /index_api/delete?ActionDelete=1 (form: pass): "success or failure". Ours: `{ success: 1 }`,
 * or `{ success: 0, message }` (wrong password).
 */
export type WireDeleteAccountResponse = {
  success?: WireFlag
  error?: WireFlag
  message?: string
}
