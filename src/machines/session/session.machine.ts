/**
 * The session: who is signed in, kept in step with the stored login, the server and the other tabs.
 *
 * - `booting`: decides from the stored login read at start (input) whether there is a session to check.
 * - `visitor`: nobody signed in; a login or registration (`session.signedIn`) starts a session.
 * - `loadingUser`: looks the member up (user?get_wall_news=1&get_abo_infos=1); the lookup is also
 *   how a dead session shows itself (`connected: 0`).
 * - `unavailable`: the lookup failed for another reason (offline, server error); the login is kept,
 *   because a bad network is not a logout, and the lookup is tried again with a growing delay.
 * - `relogging`: the session is dead and a token is remembered: a silent login with the token (pass
 *   `TOK_…`, the nickname) gives a new session id. However many calls find the session dead at once,
 *   this state is entered once (it ignores further news); the member's tabs relog in one at a time
 *   and a tab whose turn comes after another's relogin takes that session (session.actors.ts), so
 *   there is one relogin for all of them. The dead login stays stored meanwhile (removing it would
 *   sign the other tabs out); it is removed only if the relogin fails.
 * - `member`: the current user is known; `refreshing` looks again after a change.
 * - `loggingOut`: the local session is cleared first, then the server is told; ends as a visitor.
 *
 * Storage writes are named actions (`persistLogin`, `forgetLogin`) so tests provide their own;
 * other tabs' changes arrive as `session.storageChanged` from the `watchOtherTabs` actor.
 */
import { and, assign, emit, setup } from 'xstate'
import type { LoginResult } from '../../api/models/auth'
import type { CurrentUser } from '../../api/models/profile'
import { isSessionExpiredError } from '../../api/session-expired'
import { MEMBER_COOKIE, writeShellCookie } from '../../lib/shell-cookies'
import { clearStoredLogin, type StoredLogin, writeStoredLogin } from '../../lib/stored-login'
import { fetchCurrentUser, logoutOnServer, reloginWithToken, watchOtherTabs } from './session.actors'
import type { SessionContext, SessionEmitted, SessionEvent, SessionInput } from './session.types'

const loginFrom = (result: LoginResult, previousToken?: string): StoredLogin => {
  const token = result.tokenLogin ?? previousToken
  return token
    ? { user_id: result.userId, session_id: result.sessionId, token_login: token }
    : { user_id: result.userId, session_id: result.sessionId }
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
  },
  actors: { fetchCurrentUser, reloginWithToken, logoutOnServer, watchOtherTabs },
  actions: {
    // The member cookie tells nginx which shell a shared profile link gets (src/app/shell-routes.ts):
    // written here, with the login, so the first route does not carry it. The widget, whose login is
    // not the site's, provides these two without it (src/widget/chat/widget-session.ts).
    persistLogin: ({ context }) => {
      if (!context.login) return
      writeStoredLogin(context.login)
      writeShellCookie(MEMBER_COOKIE, '1')
    },
    forgetLogin: () => {
      clearStoredLogin()
      writeShellCookie(MEMBER_COOKIE, '0')
    },
    assignSignedIn: assign(({ event }) => {
      if (event.type !== 'session.signedIn') return {}
      return { login: loginFrom(event.result), nickname: event.nickname ?? null, user: null, error: null }
    }),
    assignStoredLogin: assign(({ event }) =>
      event.type === 'session.storageChanged' ? { login: event.login, user: null, error: null } : {},
    ),
    assignUser: assign((_, user: CurrentUser) => ({
      user,
      nickname: user.nickname || null,
      error: null,
      failedLookups: 0,
    })),
    assignRelogin: assign(({ context }, result: LoginResult) => ({
      login: loginFrom(result, context.login?.token_login),
    })),
    noteLookupFailure: assign(({ context }) => ({
      error: 'lookupFailed' as const,
      failedLookups: context.failedLookups + 1,
    })),
    rememberClosingSession: assign(({ context }) => ({
      closingSessionId: context.login?.session_id ?? null,
    })),
    clearSession: assign({ login: null, user: null, nickname: null, error: null, failedLookups: 0 }),
    announceLoggedOut: emit({ type: 'loggedOut' } as const),
    announceSessionLost: emit({ type: 'sessionLost' } as const),
  },
  guards: {
    hasLogin: ({ context }) => context.login !== null,
    hasToken: ({ context }) => Boolean(context.login?.token_login),
    isDeadSession: ({ event }) => 'error' in event && isSessionExpiredError(event.error),
    isAboutReplacedSession: ({ context, event }) =>
      event.type === 'session.expired' &&
      event.sessionId !== undefined &&
      event.sessionId !== context.login?.session_id,
    isStorageCleared: ({ event }) => event.type === 'session.storageChanged' && event.login === null,
    isOtherStoredSession: ({ context, event }) =>
      event.type === 'session.storageChanged' &&
      event.login !== null &&
      event.login.session_id !== context.login?.session_id,
  },
  delays: {
    // After a lookup that failed for a reason other than a dead session: 2 s, 4 s, 8 s, ... up to a
    // minute, so a member offline for a while is not hammered and one back online is seen soon.
    lookupRetry: ({ context }) => Math.min(60_000, 2000 * 2 ** Math.max(0, context.failedLookups - 1)),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    login: input.storedLogin,
    user: null,
    nickname: null,
    error: null,
    failedLookups: 0,
    closingSessionId: null,
  }),
  invoke: { src: 'watchOtherTabs' },
  initial: 'booting',
  states: {
    booting: {
      tags: ['pending'],
      always: [{ guard: 'hasLogin', target: 'loadingUser' }, { target: 'visitor' }],
    },
    visitor: {
      on: {
        'session.signedIn': { target: 'loadingUser', actions: ['assignSignedIn', 'persistLogin'] },
        'session.storageChanged': {
          guard: 'isOtherStoredSession',
          target: 'loadingUser',
          actions: 'assignStoredLogin',
        },
      },
    },
    loadingUser: {
      tags: ['pending'],
      invoke: {
        id: 'lookup',
        src: 'fetchCurrentUser',
        input: ({ context }) => ({ userId: context.login?.user_id ?? '' }),
        onDone: { target: 'member', actions: { type: 'assignUser', params: ({ event }) => event.output } },
        onError: [
          { guard: and(['isDeadSession', 'hasToken']), target: 'relogging' },
          {
            guard: 'isDeadSession',
            target: 'visitor',
            actions: ['forgetLogin', 'clearSession', 'announceSessionLost'],
          },
          { target: 'unavailable', actions: 'noteLookupFailure' },
        ],
      },
      on: {
        'session.signedIn': {
          target: 'loadingUser',
          reenter: true,
          actions: ['assignSignedIn', 'persistLogin'],
        },
        'session.logout': { target: 'loggingOut', actions: 'rememberClosingSession' },
        'session.storageChanged': [
          { guard: 'isStorageCleared', target: 'visitor', actions: 'clearSession' },
          {
            guard: 'isOtherStoredSession',
            target: 'loadingUser',
            reenter: true,
            actions: 'assignStoredLogin',
          },
        ],
      },
    },
    unavailable: {
      after: { lookupRetry: 'loadingUser' },
      on: {
        'session.retry': 'loadingUser',
        'session.refresh': 'loadingUser',
        'session.expired': [
          // Late news about the session this one replaced: nothing to renew.
          { guard: 'isAboutReplacedSession' },
          { guard: 'hasToken', target: 'relogging' },
          { target: 'visitor', actions: ['forgetLogin', 'clearSession', 'announceSessionLost'] },
        ],
        'session.signedIn': { target: 'loadingUser', actions: ['assignSignedIn', 'persistLogin'] },
        'session.logout': { target: 'loggingOut', actions: 'rememberClosingSession' },
        'session.storageChanged': [
          { guard: 'isStorageCleared', target: 'visitor', actions: 'clearSession' },
          { guard: 'isOtherStoredSession', target: 'loadingUser', actions: 'assignStoredLogin' },
        ],
      },
    },
    relogging: {
      tags: ['pending'],
      invoke: {
        id: 'relogin',
        src: 'reloginWithToken',
        input: ({ context }) => ({
          userId: context.login?.user_id ?? '',
          nickname: context.nickname,
          token: context.login?.token_login ?? '',
          deadSessionId: context.login?.session_id ?? null,
        }),
        onDone: {
          target: 'loadingUser',
          actions: [{ type: 'assignRelogin', params: ({ event }) => event.output }, 'persistLogin'],
        },
        onError: { target: 'visitor', actions: ['forgetLogin', 'clearSession', 'announceSessionLost'] },
      },
      on: {
        'session.logout': { target: 'loggingOut', actions: 'rememberClosingSession' },
      },
    },
    member: {
      initial: 'idle',
      on: {
        'session.expired': [
          // Late news about the session this one replaced: nothing to renew.
          { guard: 'isAboutReplacedSession' },
          { guard: 'hasToken', target: 'relogging' },
          { target: 'visitor', actions: ['forgetLogin', 'clearSession', 'announceSessionLost'] },
        ],
        'session.logout': { target: 'loggingOut', actions: 'rememberClosingSession' },
        'session.signedIn': { target: 'loadingUser', actions: ['assignSignedIn', 'persistLogin'] },
        'session.storageChanged': [
          { guard: 'isStorageCleared', target: 'visitor', actions: 'clearSession' },
          { guard: 'isOtherStoredSession', target: 'loadingUser', actions: 'assignStoredLogin' },
        ],
      },
      states: {
        idle: {
          on: { 'session.refresh': 'refreshing' },
        },
        refreshing: {
          invoke: {
            id: 'refresh',
            src: 'fetchCurrentUser',
            input: ({ context }) => ({ userId: context.login?.user_id ?? '' }),
            onDone: { target: 'idle', actions: { type: 'assignUser', params: ({ event }) => event.output } },
            onError: [
              { guard: and(['isDeadSession', 'hasToken']), target: '#session.relogging' },
              {
                guard: 'isDeadSession',
                target: '#session.visitor',
                actions: ['forgetLogin', 'clearSession', 'announceSessionLost'],
              },
              // Another failure keeps the member and what we knew of them.
              { target: 'idle' },
            ],
          },
        },
      },
    },
    loggingOut: {
      tags: ['pending'],
      entry: ['forgetLogin', 'clearSession'],
      invoke: {
        id: 'serverLogout',
        src: 'logoutOnServer',
        input: ({ context }) => ({ sessionId: context.closingSessionId }),
        // Whatever the server says, the member is logged out here: the local session is gone. The
        // closed session's id stays: it says the member logged out in this page (selectLoggedOutHere).
        onDone: { target: 'visitor', actions: 'announceLoggedOut' },
        onError: { target: 'visitor', actions: 'announceLoggedOut' },
      },
    },
  },
})
