/**
 * The client's result of signing in or registering. It lives in `lib/` because the relogin ledger
 * (lib) keeps it and `lib/` imports nothing above it; `api/models/auth.ts` re-exports it for the API.
 */
export interface LoginResult {
  userId: string
  sessionId: string
  /** Present when "remember me" was asked: the session machine keeps it to relog in silently. */
  tokenLogin?: string
}
