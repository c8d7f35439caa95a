/** Context, events and emitted events of the delete-account dialog's machine (modal `deleteAccount`). */

/** Spec section 5: 'Veuillez entrer votre mot de passe'; the view translates `account:deleteAccount.errors.*`. */
export type DeleteAccountFieldError = 'passwordRequired'

/**
 * Spec section 8: any failure shows 'Erreur lors de la suppression du compte. Vérifiez votre mot de
 * passe.' `serverMessage` keeps the server's own reason ('' when none) for the logs and the details.
 */
export interface DeleteAccountFailure {
  code: 'deleteFailed'
  serverMessage: string
}

export interface DeleteAccountContext {
  password: string
  fieldError: DeleteAccountFieldError | null
  failure: DeleteAccountFailure | null
}

export type DeleteAccountEvent = { type: 'password.change'; value: string } | { type: 'form.submit' }

/** The account is gone and the confirmation has been shown long enough: log the member out now. */
export type DeleteAccountEmitted = { type: 'logoutRequested' }
