/** Context, events and emitted events of the login dialog's machine (login and forgot password). */
import type { LoginResult } from '../../api/models/auth'

/** The text fields of both views. */
export type LoginField = 'login' | 'password' | 'email'

/** Validation codes (spec section 5), translated by the view as `auth:errors.<code>`. */
export interface LoginFieldErrors {
  login?: 'loginRequired'
  password?: 'passwordRequired'
  email?: 'emailRequired'
}

/**
 * Why a call failed (spec section 8): the server's own text, shown as-is (a login answered `error=1`
 * shows its `error_label`), or no usable text: `connectionError`, shown as 'Erreur de connexion'.
 */
export type AuthFailure = { code: 'server'; message: string } | { code: 'connectionError' }

export interface LoginContext {
  /** Email or nickname, as typed. */
  login: string
  password: string
  /**
   * "Remember me" asks the server for a login token, which the session keeps to sign in again
   * silently when the session dies (spec section 4). Checked by default: members of a dating site
   * expect to stay signed in, and unchecking it on a shared computer is one click.
   */
  rememberMe: boolean
  /** The forgot-password view's email. */
  email: string
  fieldErrors: LoginFieldErrors
  /** The last login attempt's failure, kept until the next attempt. */
  loginFailure: AuthFailure | null
  /** The last forgot-password request's failure, kept until the next request. */
  forgotFailure: AuthFailure | null
}

export type LoginEvent =
  | { type: 'field.change'; field: LoginField; value: string }
  | { type: 'rememberMe.change'; checked: boolean }
  | { type: 'login.submit' }
  /** From the login view to the forgot-password view. */
  | { type: 'forgotPassword.show' }
  | { type: 'forgotPassword.submit' }
  /** From the forgot-password view (form or confirmation) back to the login view. */
  | { type: 'forgotPassword.back' }

export type LoginEmitted = {
  type: 'signedIn'
  result: LoginResult
  /**
   * The login typed when it was a nickname (the session's silent token relogin needs it), null when
   * the member signed in with their email.
   */
  nickname: string | null
}
