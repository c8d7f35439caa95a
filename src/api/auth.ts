/**
 * Signing in and out (spec section 7): login (with password or remembered token), logout, fast
 * registration, and our own forgot-password call. A login answered `error=1` with HTTP 200 throws
 * `LoginError` carrying `error_label`. Each sign-in or sign-out empties the read cache: what was
 * cached belonged to whoever was signed in before.
 */
import { type ApiClient, defaultApiClient, readLenient } from './client'
import { type Endpoint, LoginError } from './errors'
import type { LoginResult } from './models/auth'
import { assertAccepted } from './normalize/command'
import { firstPresent, flag, record, text } from './normalize/read'
import { SESSION_ID_PARAM } from './session-url'
import type { WireLoginResponse } from './wire/auth'

/** Spec section 7: a token login sends the remembered token as the password, prefixed so. */
export const TOKEN_PASSWORD_PREFIX = 'TOK_'

export interface LoginParams {
  /** Email or nickname. */
  login: string
  pass: string
  rememberme?: boolean
}

const LOGIN: Endpoint = 'POST /index_api/login'
const SUBSCRIBE: Endpoint = 'POST /index_api/subscribe'

/**
 * A login answer as a result, or `LoginError`: `error=1` carries `error_label`; an answer without a
 * session is a failure too, carrying the server's `message` when it sent one.
 */
export function readLoginResponse(endpoint: Endpoint, response: unknown): LoginResult {
  const answer = record(response) as Record<string, unknown> & WireLoginResponse
  if (flag(answer.error)) throw new LoginError(endpoint, text(answer.error_label))
  const userId = text(answer.user_id)
  const sessionId = text(answer.session_id)
  if (!userId || !sessionId)
    throw new LoginError(endpoint, text(firstPresent(answer, ['error_label', 'message'])))
  const tokenLogin = text(answer.token_login)
  return tokenLogin ? { userId, sessionId, tokenLogin } : { userId, sessionId }
}

/** POST /index_api/login; the credentials travel in the query, as the spec's table says. */
export async function login(params: LoginParams, client: ApiClient = defaultApiClient): Promise<LoginResult> {
  const answer = await client.json({
    method: 'POST',
    path: '/index_api/login',
    query: { login: params.login, pass: params.pass, rememberme: params.rememberme ?? false },
  })
  const result = readLoginResponse(LOGIN, answer)
  client.cache.clear()
  return result
}

/** The silent relogin of a dead session: the nickname, and the remembered token as the password. */
export function loginWithToken(
  params: { nickname: string; token: string },
  client: ApiClient = defaultApiClient,
): Promise<LoginResult> {
  return login(
    { login: params.nickname, pass: `${TOKEN_PASSWORD_PREFIX}${params.token}`, rememberme: true },
    client,
  )
}

/**
 * POST /index_api/logout. The session machine clears the stored login first (spec section 4), so it
 * passes the session id being closed; the client would otherwise have none left to append.
 */
export async function logout(sessionId?: string | null, client: ApiClient = defaultApiClient): Promise<void> {
  client.cache.clear()
  await readLenient(client, {
    method: 'POST',
    path: '/index_api/logout',
    query: sessionId ? { [SESSION_ID_PARAM]: sessionId } : undefined,
  })
}

export interface FastSubscribeParams {
  mail: string
  pass: string
  /** The nickname. */
  login: string
}

/**
 * POST /index_api/subscribe?fast-part=1 (form: mail, pass, login). Refusals throw `RefusedError`
 * with `error_label`. The new member's session when the server signs them in at once, else null
 * (then the machine logs in with the same credentials).
 */
export async function subscribeFast(
  params: FastSubscribeParams,
  client: ApiClient = defaultApiClient,
): Promise<LoginResult | null> {
  const answer = await readLenient(client, {
    method: 'POST',
    path: '/index_api/subscribe',
    query: { 'fast-part': 1 },
    form: { mail: params.mail, pass: params.pass, login: params.login },
  })
  assertAccepted(SUBSCRIBE, answer)
  client.cache.clear()
  const fields = record(answer)
  return text(fields.user_id) && text(fields.session_id) ? readLoginResponse(SUBSCRIBE, fields) : null
}

/**
 * POST /index_api/forgot_password (form: email). Ours, not in the spec: the login dialog's
 * forgot-password view needs a call; refusals throw `RefusedError` with the server's message.
 */
export async function forgotPassword(email: string, client: ApiClient = defaultApiClient): Promise<void> {
  const answer = await readLenient(client, {
    method: 'POST',
    path: '/index_api/forgot_password',
    form: { email },
  })
  assertAccepted('POST /index_api/forgot_password', answer)
}
