/** Context, input, events and emitted events of the unsubscribe dialog's machine (modal `unsubscribe`). */

export interface UnsubscribeInput {
  /** The member's email, to prefill the form ('' or absent: the member types it). */
  email?: string
}

/** Spec section 5: the email is required and not blank; the view translates `account:unsubscribe.errors.*`. */
export type UnsubscribeFieldError = 'emailRequired'

/**
 * Why the cancellation failed: the server refused with its own text (`refused`, shown as-is, e.g. the
 * email is not the account's), or no usable answer came back (`failed`).
 */
export type UnsubscribeFailure = { code: 'refused'; serverMessage: string } | { code: 'failed' }

export interface UnsubscribeContext {
  email: string
  fieldError: UnsubscribeFieldError | null
  /** The last attempt's failure, kept until the next attempt. */
  failure: UnsubscribeFailure | null
}

export type UnsubscribeEvent = { type: 'email.change'; value: string } | { type: 'form.submit' }

/** The subscription is now cancelled: the session's member is stale (badge, button). */
export type UnsubscribeEmitted = { type: 'unsubscribed' }
