/** Input, context, events and emitted events of the payment-confirm machine (payment-success page). */

export interface PaymentConfirmInput {
  /** The provider's `abo_id` from the return address; null or '' when the address had none. */
  aboId: string | null
}

/**
 * Why the purchase could not be confirmed: the address carried no `abo_id` (`missingPayment`, nothing
 * to retry), the server refused it with its own text (`refused`), or the call failed (`failed`).
 */
export type PaymentConfirmFailure =
  | { code: 'missingPayment' }
  | { code: 'refused'; serverMessage: string }
  | { code: 'failed' }

export interface PaymentConfirmContext {
  aboId: string
  failure: PaymentConfirmFailure | null
}

export type PaymentConfirmEvent = { type: 'payment.retry' }

/** abo_confirm accepted: the member is premium now, so the session must look them up again. */
export type PaymentConfirmEmitted = { type: 'premiumActivated' }
