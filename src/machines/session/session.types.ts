import type { LoginResult } from '../../api/models/auth'
import type { CurrentUser } from '../../api/models/profile'
import type { StoredLogin } from '../../lib/stored-login'

/** Why the session could not be shown; the view translates the code. */
export type SessionErrorCode = 'lookupFailed'

export interface SessionInput {
  /** The stored login found at start (the provider reads storage; the machine never does). */
  storedLogin: StoredLogin | null
}

export interface SessionContext {
  login: StoredLogin | null
  user: CurrentUser | null
  /** The member's nickname when known: a token relogin sends it as the login. */
  nickname: string | null
  error: SessionErrorCode | null
  /** Lookups that failed in a row for a reason other than a dead session (drives the backoff). */
  failedLookups: number
  /**
   * The session id being logged out (the local login is cleared before the server is told), kept
   * once it is: the member logged out in this page.
   */
  closingSessionId: string | null
}

export type SessionEvent =
  /** A login or a registration succeeded (login dialog, register page, widget). */
  | { type: 'session.signedIn'; result: LoginResult; nickname?: string }
  /** The member asked to log out. */
  | { type: 'session.logout' }
  /** Something the lookup carries changed (profile completed, payment confirmed): look again. */
  | { type: 'session.refresh' }
  /**
   * An API call or the socket found the session dead. `sessionId`: the session it used. News about a
   * session already replaced (a socket refused with the old id just after the relogin) is ignored:
   * it would relog in a second time.
   */
  | { type: 'session.expired'; sessionId?: string }
  /** Another tab changed the stored login (logged in, out, or relogged). */
  | { type: 'session.storageChanged'; login: StoredLogin | null }
  /** The member asked to try the lookup again after a failure. */
  | { type: 'session.retry' }

/** What the session tells the outside world happened. */
export type SessionEmitted =
  | { type: 'loggedOut' }
  /** The session was dead and could not be renewed: the member is a visitor again. */
  | { type: 'sessionLost' }
