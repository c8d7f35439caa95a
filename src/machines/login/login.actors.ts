/** The calls the login dialog makes. */

import { fromPromise } from 'xstate'
import { forgotPassword, type LoginParams, login } from '../../api/auth'
import type { LoginResult } from '../../api/models/auth'

/** POST /index_api/login; throws `LoginError` (error_label) or `ApiError`. */
export const logIn = fromPromise<LoginResult, LoginParams>(({ input }) => login(input))

/** POST /index_api/forgot_password; throws `RefusedError` (server message) or `ApiError`. */
export const requestPasswordReset = fromPromise<void, { email: string }>(({ input }) =>
  forgotPassword(input.email),
)
