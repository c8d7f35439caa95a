/** The client's result of signing in or registering. */

export interface LoginResult {
  userId: string
  sessionId: string
  /** Present when "remember me" was asked: the session machine keeps it to relog in silently. */
  tokenLogin?: string
}
