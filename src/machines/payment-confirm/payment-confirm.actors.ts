/** The payment-confirm machine's call; tests and stories swap it with `.provide()`. */
import { fromPromise } from 'xstate'
import { confirmSubscription } from '../../api/payment'

/** GET /index_api/abo_confirm?abo_id; throws `RefusedError` (server text) or `ApiError`. */
export const confirmPayment = fromPromise<void, { aboId: string }>(({ input }) =>
  confirmSubscription(input.aboId),
)
