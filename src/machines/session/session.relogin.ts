/**
 * One silent relogin for all of a member's tabs (the session machine's `reloginWithToken` actor).
 *
 * The tabs take turns under one lock per member (a Web Lock). The tab whose turn comes first logs in
 * with the remembered token, stores the new login, and writes down in the relogin ledger which session
 * it replaced, all before it releases the lock. A tab whose turn comes after takes that login instead
 * of logging in a second time: it finds it in the stored login when its copy of localStorage has
 * caught up, else in the ledger, which every tab reads consistently (src/lib/relogin-ledger.ts says
 * why localStorage alone is not enough).
 */
import type { LoginResult } from '../../api/models/auth'
import type { ReloginLedger } from '../../lib/relogin-ledger'
import type { StoredLogin } from '../../lib/stored-login'

/** What a silent relogin needs; `deadSessionId` is the session found dead. */
export interface ReloginInput {
  userId: string
  nickname: string | null
  token: string
  deadSessionId: string | null
}

/** What the relogin works with; the live parts are in session.actors.ts, tests give their own. */
export interface ReloginParts {
  /** Runs `work` while holding the member's relogin lock. */
  oneAtATime: <T>(userId: string, work: () => Promise<T>) => Promise<T>
  readStored: () => StoredLogin | null
  writeStored: (login: StoredLogin) => void
  ledger: ReloginLedger
  /** Logs in with the token, finding the nickname first when it is not known. */
  logIn: (input: { nickname: string | null; userId: string; token: string }) => Promise<LoginResult>
}

/** No ledger: nothing written down, nothing read (the stored login alone says what other tabs did). */
export const NO_LEDGER: ReloginLedger = {
  read: async () => undefined,
  write: async () => {},
  clear: async () => {},
}

const fromStored = (stored: StoredLogin): LoginResult => ({
  userId: stored.user_id,
  sessionId: stored.session_id,
  ...(stored.token_login ? { tokenLogin: stored.token_login } : {}),
})

/** Relogs in, or takes the login another tab got for the same dead session. */
export function reloginOnce(input: ReloginInput, parts: ReloginParts): Promise<LoginResult> {
  return parts.oneAtATime(input.userId, async () => {
    const stored = parts.readStored()
    if (stored && stored.user_id === input.userId && stored.session_id !== input.deadSessionId) {
      return fromStored(stored)
    }
    const handed = await parts.ledger.read(input.userId)
    if (handed && input.deadSessionId !== null && handed.deadSessionId === input.deadSessionId) {
      return handed.result
    }
    const result = await parts.logIn(input)
    // The token stays the one logged in with when the server sends no new one.
    const kept: LoginResult = { ...result, tokenLogin: result.tokenLogin ?? input.token }
    parts.writeStored({ user_id: kept.userId, session_id: kept.sessionId, token_login: kept.tokenLogin })
    if (input.deadSessionId !== null) {
      await parts.ledger.write(input.userId, { deadSessionId: input.deadSessionId, result: kept })
    }
    return result
  })
}
