/**
 * Whether a stored login exists, for the guard and the header. The session machine (issue 4) owns
 * the session itself; this only mirrors the stored entry and follows other tabs through `storage`.
 */
import { proxy } from 'valtio'
import { readStoredLogin, STORED_LOGIN_KEY } from '../lib/stored-login'

export const sessionPresence = proxy({ hasSession: readStoredLogin() !== null })

export function refreshSessionPresence(): void {
  sessionPresence.hasSession = readStoredLogin() !== null
}

/** Another tab logging in or out changes localStorage; this tab follows. */
export function followOtherTabs(): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === STORED_LOGIN_KEY) refreshSessionPresence()
  }
  globalThis.addEventListener('storage', onStorage)
  return () => globalThis.removeEventListener('storage', onStorage)
}
