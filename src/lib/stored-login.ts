/**
 * The stored login (spec section 3): the localStorage entry `auth` holding user_id, session_id and an
 * optional token_login. Only the session machine and the API client read or write it.
 */
export interface StoredLogin {
  user_id: string
  session_id: string
  token_login?: string
}

export const STORED_LOGIN_KEY = 'auth'

/** The parts of `Storage` the login needs. */
export type LoginStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

// The widget keeps its login out of the partner page's storage (`setLoginStorage`).
let override: LoginStorage | null = null

/** Keeps the login somewhere else than localStorage (the widget: in memory); null goes back. */
export function setLoginStorage(next: LoginStorage | null): void {
  override = next
}

function storage(): LoginStorage | undefined {
  if (override) return override
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

function isStoredLogin(value: unknown): value is StoredLogin {
  if (!value || typeof value !== 'object') return false
  const v = value as Record<string, unknown>
  const idOk = typeof v.user_id === 'string' || typeof v.user_id === 'number'
  return idOk && typeof v.session_id === 'string' && v.session_id !== ''
}

/** Reads the stored login; a missing or corrupt entry reads as none. */
export function readStoredLogin(): StoredLogin | null {
  const raw = storage()?.getItem(STORED_LOGIN_KEY)
  if (!raw) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    if (!isStoredLogin(parsed)) return null
    const login: StoredLogin = { user_id: String(parsed.user_id), session_id: parsed.session_id }
    if (typeof parsed.token_login === 'string' && parsed.token_login) login.token_login = parsed.token_login
    return login
  } catch {
    return null
  }
}

export function writeStoredLogin(login: StoredLogin): void {
  storage()?.setItem(STORED_LOGIN_KEY, JSON.stringify(login))
}

export function clearStoredLogin(): void {
  storage()?.removeItem(STORED_LOGIN_KEY)
}

export function hasStoredLogin(): boolean {
  return readStoredLogin() !== null
}
