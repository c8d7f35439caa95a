/**
 * The errors every API call can end with. Machines keep error codes, never text, so each class says
 * what went wrong in a way a guard can test (`instanceof`, or the `is*` helpers below).
 */

import type { Endpoint } from './errors.types'

export type { Endpoint } from './errors.types'

/**
 * A call that did not get an OK answer: a non-2xx status (spec section 7: "an error carrying the body
 * text"), an unreadable body, or no answer at all (`status` 0: the network failed before any response).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly endpoint: Endpoint,
    options?: { cause?: unknown; message?: string },
  ) {
    super(
      options?.message ??
        `${endpoint} failed with HTTP ${status}${bodyText ? `: ${bodyText.slice(0, 200)}` : ''}`,
      {
        cause: options?.cause,
      },
    )
  }

  /** True when no response came back at all (offline, DNS, CORS, aborted). */
  get isNetworkFailure(): boolean {
    return this.status === 0
  }
}

/**
 * An HTTP 200 whose body says the server refused (`error: 1`, `success: 0`): the report, delete and
 * unsubscribe calls answer this way. `serverMessage` is the server's own text, '' when it sent none.
 */
export class RefusedError extends Error {
  override readonly name: string = 'RefusedError'
  constructor(
    readonly endpoint: Endpoint,
    readonly serverMessage: string,
  ) {
    super(serverMessage || `${endpoint} was refused`)
  }
}

/** A login answered `error=1` with HTTP 200 (spec section 7): a failure carrying `error_label`. */
export class LoginError extends RefusedError {
  override readonly name = 'LoginError'
  constructor(
    endpoint: Endpoint,
    readonly errorLabel: string,
  ) {
    super(endpoint, errorLabel)
  }
}

// In a module of its own: the session machine (first route) tests for it without the other classes.
export { isSessionExpiredError, SessionExpiredError } from './session-expired'

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError
export const isRefusedError = (error: unknown): error is RefusedError => error instanceof RefusedError
export const isLoginError = (error: unknown): error is LoginError => error instanceof LoginError
