/** The payment-checkout machine's call; tests and stories swap it with `.provide()`. */
import { fromPromise } from 'xstate'
import { getPaymentUrl } from '../../api/payment'

/** GET /index_api/abo_pay2secure?version=3: the card provider's address (`result.URL`, or a redirect). */
export const requestPaymentUrl = fromPromise<string>(() => getPaymentUrl())
