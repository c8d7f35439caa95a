/** Context, events and emitted events of the payment-checkout machine (promotion and payment-error pages). */

/**
 * Why the member could not be sent to the card provider: the call failed (`unavailable`), or its
 * answer was not an http(s) address we may send the member to (`badAddress`).
 */
export type PaymentCheckoutError = 'unavailable' | 'badAddress'

export interface PaymentCheckoutContext {
  /** The provider's address once known. */
  url: string | null
  error: PaymentCheckoutError | null
}

export type PaymentCheckoutEvent = { type: 'payment.start' }

/** Leave the app for the card provider's page (the page container performs the navigation). */
export type PaymentCheckoutEmitted = { type: 'redirect'; url: string }
