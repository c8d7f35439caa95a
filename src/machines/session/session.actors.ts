/**
 * The session machine's actors, live versions; tests and stories swap them with `.provide()`.
 *
 * The API modules (the ky client, the normalizers) are imported when an actor first runs, not with
 * the machine: the session machine starts with the app on every first paint, where a visitor without
 * a stored login needs no API at all, and the client is about 14 kB gzip of the first route.
 */
import { fromCallback, fromPromise } from 'xstate'
import type { LoginResult } from '../../api/models/auth'
import type { CurrentUser } from '../../api/models/profile'
import { readStoredLogin, STORED_LOGIN_KEY, type StoredLogin, writeStoredLogin } from '../../lib/stored-login'

/**
 * Looks the member up (user?get_wall_news=1&get_abo_infos=1), never from a stale cache: the lookup
 * the entry started for this page load (src/app/early-start.ts) when there is one, else a new one.
 */
export const fetchCurrentUser = fromPromise<CurrentUser, { userId: string }>(async ({ input }) => {
  const [{ defaultApiClient }, { cacheTags }, { getCurrentUser, takeCurrentUserLookup }] = await Promise.all([
    import('../../api/client'),
    import('../../api/cache-tags'),
    import('../../api/users'),
  ])
  const early = takeCurrentUserLookup(input.userId)
  if (early) return early
  defaultApiClient.cache.invalidate([cacheTags.currentUser])
  return getCurrentUser(input.userId)
})

/** What a silent relogin needs; `deadSessionId` is the session found dead. */
export interface ReloginInput {
  userId: string
  nickname: string | null
  token: string
  deadSessionId: string | null
}

/** Runs `relogin` holding the member's relogin lock, so the member's tabs relog in one at a time. */
function oneAtATime<T>(userId: string, relogin: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks
  if (!locks) return relogin()
  return locks.request(`flirt-relogin:${userId}`, relogin) as Promise<T>
}

/**
 * Logs in again with the remembered token; finds the nickname on the public profile if unknown. The
 * member's tabs share it: one at a time (a Web Lock), and a tab that finds, once its turn comes, a
 * stored session other than the dead one takes that one (another tab relogged meanwhile) instead of
 * logging in a second time. The new login is stored before the lock is released, so the next tab
 * always sees it.
 */
export const reloginWithToken = fromPromise<LoginResult, ReloginInput>(({ input }) =>
  oneAtATime(input.userId, async () => {
    const stored = readStoredLogin()
    if (stored && stored.user_id === input.userId && stored.session_id !== input.deadSessionId) {
      return {
        userId: stored.user_id,
        sessionId: stored.session_id,
        ...(stored.token_login ? { tokenLogin: stored.token_login } : {}),
      }
    }
    const [{ loginWithToken }, { getProfile }] = await Promise.all([
      import('../../api/auth'),
      import('../../api/users'),
    ])
    const nickname = input.nickname ?? (await getProfile(input.userId)).nickname
    const result = await loginWithToken({ nickname, token: input.token })
    writeStoredLogin({
      user_id: result.userId,
      session_id: result.sessionId,
      token_login: result.tokenLogin ?? input.token,
    })
    return result
  }),
)

/** Tells the server the session is over; the local session is already gone by then. */
export const logoutOnServer = fromPromise<void, { sessionId: string | null }>(async ({ input }) => {
  const { logout } = await import('../../api/auth')
  await logout(input.sessionId)
})

/** Follows other tabs: a change of the stored login there arrives here as an event. */
export const watchOtherTabs = fromCallback(({ sendBack }) => {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== STORED_LOGIN_KEY) return
    sendBack({ type: 'session.storageChanged', login: readStoredLogin() } satisfies {
      type: 'session.storageChanged'
      login: StoredLogin | null
    })
  }
  globalThis.addEventListener('storage', onStorage)
  return () => globalThis.removeEventListener('storage', onStorage)
})
