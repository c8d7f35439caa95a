/**
 * Logging in for tests: a stored login (`auth` = {user_id, session_id} in localStorage, spec section
 * 3) seeded before the app's first script runs.
 */
import type { Page } from '@playwright/test'

export interface StoredLogin {
  user_id: string
  session_id: string
  token_login?: string
}

export const STORED_LOGIN_KEY = 'auth'

/**
 * A login the app accepts on sight. Enough for the guard and the shell; pages that look the session
 * up against the mock server need a demo account's real session (see mock-server/README.md).
 */
export const FAKE_LOGIN: StoredLogin = { user_id: '12', session_id: 'e2e-fake-session' }

/**
 * Seeds the stored login once per tab: reloads and later navigations keep whatever the app has done
 * since, so a logout stays a logout. Sandboxed frames (ad slots) have no storage and are skipped.
 */
export async function seedStoredLogin(page: Page, login: StoredLogin = FAKE_LOGIN): Promise<void> {
  await page.addInitScript(
    ({ key, value }) => {
      try {
        if (window.top !== window || sessionStorage.getItem('e2e:login-seeded')) return
        sessionStorage.setItem('e2e:login-seeded', '1')
        localStorage.setItem(key, value)
      } catch {
        // no storage in this document
      }
    },
    { key: STORED_LOGIN_KEY, value: JSON.stringify(login) },
  )
}

/** The stored login as the app left it, or null. */
export async function readStoredLogin(page: Page): Promise<StoredLogin | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), STORED_LOGIN_KEY)
  return raw ? (JSON.parse(raw) as StoredLogin) : null
}
