/**
 * The standalone mock server, seen from a test: its control endpoint under /__mock/ (see
 * mock-server/README.md) and its demo accounts.
 */
import type { APIRequestContext } from '@playwright/test'
import type { StoredLogin } from './auth'
import { E2E_BUILD_ENV, MOCK_URL } from './e2e-env'

/** The demo accounts of mock-server/seed/demo.ts (one password for all). */
export const DEMO_ACCOUNTS = {
  premium: 'juliette@demo.fr',
  free: 'thomas@demo.fr',
  cancelled: 'nathalie@demo.fr',
  incomplete: 'nouveau@demo.fr',
} as const
export const DEMO_PASSWORD = 'demo1234'
export type DemoAccount = keyof typeof DEMO_ACCOUNTS

/** Calls a control action (`reset`, `latency`, `fail`, `socket/drop`, ...) and returns its JSON answer. */
export async function mockControl(
  request: APIRequestContext,
  action: string,
  params: Record<string, string | number | boolean> = {},
): Promise<Record<string, unknown>> {
  const response = await request.post(`${MOCK_URL}/__mock/${action}`, { params })
  if (!response.ok())
    throw new Error(`mock control ${action}: HTTP ${response.status()} ${await response.text()}`)
  return (await response.json()) as Record<string, unknown>
}

/**
 * Signs a member in through the API (`/index_api/login`, by email or nickname), as the app's login
 * form does, and returns their stored login.
 */
export async function apiLogin(
  request: APIRequestContext,
  login: string,
  pass: string,
  rememberMe = false,
): Promise<StoredLogin> {
  const response = await request.post(`${MOCK_URL}/index_api/login`, {
    params: { login, pass, ...(rememberMe ? { rememberme: 1 } : {}) },
    headers: { 'Api-Key': E2E_BUILD_ENV.VITE_API_KEY },
  })
  const body = (await response.json().catch(() => ({}))) as { error?: number } & Partial<StoredLogin>
  if (!response.ok() || body.error === 1 || !body.user_id || !body.session_id) {
    throw new Error(`login of ${login} failed: HTTP ${response.status()} ${JSON.stringify(body)}`)
  }
  const stored: StoredLogin = { user_id: String(body.user_id), session_id: body.session_id }
  if (body.token_login) stored.token_login = body.token_login
  return stored
}

/** Signs a demo account in through the API, as the app's login form does, and returns its stored login. */
export const demoLogin = (request: APIRequestContext, who: DemoAccount = 'premium'): Promise<StoredLogin> =>
  apiLogin(request, DEMO_ACCOUNTS[who], DEMO_PASSWORD, true)
