/**
 * Wire shapes of signing in and out (spec section 7): login, fast registration, logout, and our own
 * forgot-password call.
 */
import type { WireCommandResponse, WireFlag, WireId } from './common'

/**
 * POST /index_api/login (query: login, pass, rememberme). HTTP 200 even when refused: `error: 1`
 * with `error_label` is a failure. `token_login` comes back when `rememberme` was set.
 */
export type WireLoginResponse = {
  error?: WireFlag
  error_label?: string
  message?: string
  user_id?: WireId
  session_id?: string
  token_login?: string
}

/**
 * POST /index_api/subscribe?fast-part=1 (form: mail, pass, login). The spec shows no answer; ours
 * is the login's: the new member comes back signed in, or `error: 1` with `error_label`.
 */
export type WireSubscribeResponse = WireLoginResponse

/** POST /index_api/logout: the spec shows no answer; ours is a command answer. */
export type WireLogoutResponse = WireCommandResponse

/** POST /index_api/forgot_password (ours, not in the spec; form: email). */
export type WireForgotPasswordResponse = WireCommandResponse
