/**
 * The user lookup answered `connected: 0`: the stored session is dead (spec section 4). Apart from
 * `errors.ts` (which re-exports it) so the session machine, part of every first paint, carries only
 * this class and not every error class of the API.
 */
import type { Endpoint } from './errors.types'

export class SessionExpiredError extends Error {
  override readonly name = 'SessionExpiredError'
  constructor(readonly endpoint: Endpoint) {
    super('The session is no longer connected')
  }
}

export const isSessionExpiredError = (error: unknown): error is SessionExpiredError =>
  error instanceof SessionExpiredError
