/** The client's result of signing in or registering: defined in lib/, which stands below api/. */
export type { LoginResult } from '../../lib/login-result'
