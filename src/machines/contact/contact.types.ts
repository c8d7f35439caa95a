/** Input, context and events of the contact page's machine. */

/**
 * Spec section 3's contact reasons, as the codes the server takes (`raison`): 1 technical
 * maintenance, 2 partnership request, 3 suspect behaviour, 4 miscellaneous complaints, 5 affiliation.
 */
export type ContactReasonCode = '1' | '2' | '3' | '4' | '5'

export interface ContactInput {
  /** The member's email and nickname, to prefill and sign the message. */
  email?: string
  nickname?: string
}

/** Validation codes; the view translates them as `support:contact.errors.<code>`. */
export interface ContactFieldErrors {
  email?: 'emailRequired' | 'emailInvalid'
  reason?: 'reasonRequired'
  message?: 'messageRequired' | 'messageTooShort' | 'messageTooLong'
}

/** The send failed: the server's own text when it refused (`refused`), else `failed`. */
export type ContactFailure = { code: 'refused'; serverMessage: string } | { code: 'failed' }

export type ContactField = 'email' | 'message'

export interface ContactContext {
  email: string
  nickname: string
  reason: ContactReasonCode | ''
  message: string
  errors: ContactFieldErrors
  /** True once a send was attempted: from then on errors follow every change. */
  attempted: boolean
  failure: ContactFailure | null
}

export type ContactEvent =
  | { type: 'field.change'; field: ContactField; value: string }
  | { type: 'reason.change'; value: string }
  | { type: 'form.submit' }
  /** From the confirmation: write another message. */
  | { type: 'contact.new' }

/** What the send call takes (`POST /index_api/contact`, ours). */
export interface ContactSendInput {
  email: string
  raison: ContactReasonCode
  message: string
  pseudo: string
}
