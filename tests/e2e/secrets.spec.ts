/**
 * The session id and the login token are secrets: they travel only in API calls (the spec puts
 * `session_id` in the query) and in the socket's first frame, never in a page's address, the
 * socket's address, the console, or what an error shows the member. Walked through the member pages,
 * a dead session renewed with the token, failing calls and a dropped socket.
 */

import { readStoredLogin, seedStoredLogin } from './support/auth'
import { E2E_BUILD_ENV, MOCK_URL } from './support/e2e-env'
import { createMember } from './support/members'
import { mockControl } from './support/mock'
import { expect, test } from './support/test'

const ROUTES = [
  '/app',
  '/app/search',
  '/app/chat',
  '/app/account/settings',
  '/app/wall',
  '/app/account/photos',
]

test('no session id or token in page URLs, the socket URL, the console or error screens', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { prefix: 'Secret' })
  // Logged in with "remember me", so there is a token and the renewal path (which replaces the
  // session id) is walked too.
  const answer = await request.post(`${MOCK_URL}/index_api/login`, {
    params: { login: member.email, pass: member.password, rememberme: 1 },
    headers: { 'Api-Key': E2E_BUILD_ENV.VITE_API_KEY },
  })
  const body = (await answer.json()) as { user_id: string; session_id: string; token_login: string }
  expect(body.token_login).toBeTruthy()
  const login = { user_id: String(body.user_id), session_id: body.session_id, token_login: body.token_login }
  await seedStoredLogin(page, login)
  const secrets = new Set([login.session_id, login.token_login])

  const pageUrls: string[] = []
  const socketUrls: string[] = []
  const consoleLines: string[] = []
  page.on('framenavigated', (frame) => pageUrls.push(frame.url()))
  page.on('websocket', (socket) => socketUrls.push(socket.url()))
  page.on('console', (message) => consoleLines.push(message.text()))
  page.on('pageerror', (error) => consoleLines.push(`${error.message}\n${error.stack ?? ''}`))

  for (const route of ROUTES) {
    await page.goto(route)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }

  // Failing calls: what the member sees and what the console gets must not carry the secrets.
  await mockControl(request, 'fail', { path: '*', kind: 'http500', times: 3, session_id: login.session_id })
  await page.goto('/app/chat')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  const shown = await page.content()

  // The socket drops and comes back; the session dies and is renewed with the token.
  await mockControl(request, 'socket/drop', { session_id: login.session_id })
  await mockControl(request, 'session/expire', { session_id: login.session_id })
  await page.goto('/app/search')
  await expect.poll(async () => (await readStoredLogin(page))?.session_id).not.toBe(login.session_id)
  const renewed = await readStoredLogin(page)
  if (renewed?.session_id) secrets.add(renewed.session_id)
  await page.goto('/app/account/settings')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  const after = await page.content()

  expect(socketUrls.length).toBeGreaterThan(0)
  for (const secret of secrets) {
    expect(
      pageUrls.filter((u) => u.includes(secret)),
      'page URLs',
    ).toEqual([])
    expect(
      socketUrls.filter((u) => u.includes(secret)),
      'socket URLs',
    ).toEqual([])
    expect(
      consoleLines.filter((l) => l.includes(secret)),
      'console',
    ).toEqual([])
    expect(shown.includes(secret) || after.includes(secret), 'what the page shows').toBe(false)
  }
})
