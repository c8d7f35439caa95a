/**
 * Shared set-up of the contract tests: the real API client (src/api) pointed at `http://mock.test`
 * with `setConfig`, the mock's msw server in Node, a fresh seed before each test, and sign-in helpers
 * that go through the client's own `login` and store the login where the client reads it.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { login } from '../../src/api/auth'
import { defaultApiClient } from '../../src/api/client'
import { setConfig } from '../../src/lib/config'
import { clearStoredLogin, writeStoredLogin } from '../../src/lib/stored-login'
import { DEMO, DEMO_PASSWORD, mockServer, resetDatabase, stopMockActivity } from '../node'

export const MOCK_BASE = 'http://mock.test'
export const client = defaultApiClient

export function setUpContractServer(): void {
  beforeAll(() => {
    setConfig({ apiBase: MOCK_BASE, apiKey: 'contract-test-key', wsUrl: 'ws://mock.test/ws' })
    mockServer.listen({ onUnhandledFrame: 'error' })
  })
  beforeEach(async () => {
    await resetDatabase()
    client.cache.clear()
    clearStoredLogin()
  })
  afterEach(() => {
    mockServer.resetHandlers()
    stopMockActivity()
  })
  afterAll(() => mockServer.close())
}

export type DemoKey = keyof typeof DEMO

/** Signs in through the client and stores the login, as the session machine would. */
export async function signIn(who: DemoKey = 'premium'): Promise<{ userId: string; sessionId: string }> {
  const result = await login({ login: DEMO[who].email, pass: DEMO_PASSWORD })
  writeStoredLogin({ user_id: result.userId, session_id: result.sessionId })
  client.cache.clear()
  return result
}

/** A raw call to the mock (for what the client has no function for, e.g. reading the captcha code). */
export async function rawGet(path: string): Promise<unknown> {
  const response = await fetch(`${MOCK_BASE}${path}`, { headers: { 'Api-Key': 'contract-test-key' } })
  return response.json()
}
