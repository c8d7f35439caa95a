/**
 * The registration machine's actors, live versions; tests and stories swap them with `.provide()`.
 */
import { fromPromise } from 'xstate'
import { login, subscribeFast } from '../../api/auth'
import type { LoginResult } from '../../api/models/auth'
import type { RegistrationCredentials } from './registration.types'

/** POST subscribe?fast-part=1: the new member's session, or null when the server did not sign them in. */
export const subscribe = fromPromise<LoginResult | null, RegistrationCredentials>(({ input }) =>
  subscribeFast({ mail: input.email, pass: input.password, login: input.nickname }),
)

/** POST login with the credentials just registered, when subscribe answered without a session. */
export const loginAfterSubscribe = fromPromise<LoginResult, RegistrationCredentials>(({ input }) =>
  login({ login: input.email, pass: input.password }),
)
