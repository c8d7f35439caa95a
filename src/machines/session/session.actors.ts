/**
 * The session machine's actors, live versions; tests and stories swap them with `.provide()`.
 */
import { fromCallback, fromPromise } from 'xstate'
import { loginWithToken, logout } from '../../api/auth'
import { cacheTags } from '../../api/cache-tags'
import { defaultApiClient } from '../../api/client'
import type { LoginResult } from '../../api/models/auth'
import type { CurrentUser } from '../../api/models/profile'
import { getCurrentUser, getProfile } from '../../api/users'
import { readStoredLogin, STORED_LOGIN_KEY, type StoredLogin } from '../../lib/stored-login'

/** Looks the member up (user?get_wall_news=1&get_abo_infos=1), never from a stale cache. */
export const fetchCurrentUser = fromPromise<CurrentUser, { userId: string }>(async ({ input }) => {
  defaultApiClient.cache.invalidate([cacheTags.currentUser])
  return getCurrentUser(input.userId)
})

/** Logs in again with the remembered token; finds the nickname on the public profile if unknown. */
export const reloginWithToken = fromPromise<
  LoginResult,
  { userId: string; nickname: string | null; token: string }
>(async ({ input }) => {
  const nickname = input.nickname ?? (await getProfile(input.userId)).nickname
  return loginWithToken({ nickname, token: input.token })
})

/** Tells the server the session is over; the local session is already gone by then. */
export const logoutOnServer = fromPromise<void, { sessionId: string | null }>(async ({ input }) => {
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
