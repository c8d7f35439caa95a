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
import type { ReloginLedger } from '../../lib/relogin-ledger'
import { readStoredLogin, STORED_LOGIN_KEY, type StoredLogin, writeStoredLogin } from '../../lib/stored-login'
import { NO_LEDGER, type ReloginInput, reloginOnce } from './session.relogin'

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

export type { ReloginInput } from './session.relogin'

/** Runs `work` holding the member's relogin lock, so the member's tabs relog in one at a time. */
function oneAtATime<T>(userId: string, work: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks
  if (!locks) return work()
  return locks.request(`flirt-relogin:${userId}`, work) as Promise<T>
}

/**
 * Logs in again with the remembered token, once for all the member's tabs (session.relogin.ts); finds
 * the nickname on the public profile if unknown. `ledger` gives where tabs write their relogins down:
 * the app's is IndexedDB (src/app/app-session.ts); the widget keeps its login in memory, one widget a
 * page, and writes nothing in the partner's storage (none: the default).
 */
export const reloginWith = (ledger: () => Promise<ReloginLedger>) =>
  fromPromise<LoginResult, ReloginInput>(async ({ input }) =>
    reloginOnce(input, {
      oneAtATime,
      readStored: readStoredLogin,
      writeStored: writeStoredLogin,
      ledger: await ledger(),
      logIn: async ({ nickname, userId, token }) => {
        const [{ loginWithToken }, { getProfile }] = await Promise.all([
          import('../../api/auth'),
          import('../../api/users'),
        ])
        return loginWithToken({ nickname: nickname ?? (await getProfile(userId)).nickname, token })
      },
    }),
  )

export const reloginWithToken = reloginWith(async () => NO_LEDGER)

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
