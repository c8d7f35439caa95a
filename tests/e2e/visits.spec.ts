/**
 * Visits over the socket (issue 18, point 5): the mock honours the `cmd_visit` frame (records the
 * visit once and tells the member visited, who gets a toast and finds the visitor on their visitors
 * page), and the app sends it once per profile opened.
 */
import { ConversationPage } from './models/chat.model'
import { seedStoredLogin } from './support/auth'
import { E2E_BUILD_ENV } from './support/e2e-env'
import { createMember, type TestMember } from './support/members'
import { expect, test } from './support/test'

/** A member's own socket, outside any page: signs in, then sends the frames given. */
async function sendOnSocket(member: TestMember, frames: Record<string, unknown>[]): Promise<void> {
  const socket = new WebSocket(E2E_BUILD_ENV.VITE_WS_URL)
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('message', (event) => {
      if ((JSON.parse(String(event.data)) as { action?: string }).action === 'auth_ok') resolve()
    })
    socket.addEventListener('error', () => reject(new Error('socket error')))
    socket.addEventListener('open', () =>
      socket.send(JSON.stringify({ action: 'auth', session_id: member.login.session_id })),
    )
  })
  for (const frame of frames) socket.send(JSON.stringify(frame))
  // Closed once the server has read them: a ping's pong comes after.
  await new Promise<void>((resolve) => {
    socket.addEventListener('message', (event) => {
      if ((JSON.parse(String(event.data)) as { action?: string }).action === 'pong') resolve()
    })
    socket.send(JSON.stringify({ action: 'ping' }))
  })
  socket.close(1000)
}

test('a cmd_visit frame is a visit: the member visited gets a toast and finds it on the visitors page', async ({
  page,
  request,
}) => {
  const visited = await createMember(request, { sex: 2, lookingFor: 1, prefix: 'Visitee' })
  const visitor = await createMember(request, { sex: 1, lookingFor: 2, premium: true, prefix: 'Passant' })
  await seedStoredLogin(page, visited.login)
  await page.goto('/app/account/visitors')
  await expect(page.getByText("Personne n'a encore visité votre profil.")).toBeVisible()
  await expect(new ConversationPage(page, visitor).connected).toBeVisible({ timeout: 10_000 })

  // Twice: the server counts one visit.
  const visit = { action: 'cmd_visit', id: visited.id }
  await sendOnSocket(visitor, [visit, visit])
  const toast = page
    .locator('[data-scope="toast"][data-part="root"]')
    .filter({ hasText: `${visitor.nickname} a visité votre profil` })
  await expect(toast).toHaveCount(1)
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 non lue' }),
  ).toBeVisible()

  await page.reload()
  const panel = page.getByRole('tabpanel')
  await expect(panel.getByRole('listitem')).toHaveCount(1)
  await expect(panel.getByRole('heading', { level: 2, name: visitor.nickname })).toBeVisible()
  await expect(panel.getByText('1 visiteur', { exact: true })).toBeVisible()
})

test('the app sends cmd_visit once per profile opened, and the member visited finds the visit', async ({
  browser,
  page,
  request,
}) => {
  const visited = await createMember(request, { sex: 2, lookingFor: 1, prefix: 'Regardee' })
  const visitor = await createMember(request, { sex: 1, lookingFor: 2, premium: true, prefix: 'Curieux' })
  const frames: Record<string, unknown>[] = []
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      const frame = JSON.parse(String(payload)) as Record<string, unknown>
      if (frame.action === 'cmd_visit') frames.push(frame)
    }),
  )
  await seedStoredLogin(page, visitor.login)
  await page.goto(`/app/users/${visited.nickname.toLowerCase()}-${visited.id}`)
  await expect(page.getByRole('heading', { level: 2, name: visited.nickname })).toBeVisible()
  await expect.poll(() => frames).toEqual([{ action: 'cmd_visit', id: visited.id }])
  // Staying on the profile (a photo opened and closed) sends nothing more.
  await page.getByRole('button', { name: `Voir la photo 1 de ${visited.nickname}` }).click()
  await page.keyboard.press('Escape')
  await page.waitForTimeout(500)
  expect(frames).toHaveLength(1)

  // The member visited hears it once on their own page.
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'fr-FR' })
  const visitedPage = await other.newPage()
  await seedStoredLogin(visitedPage, visited.login)
  await visitedPage.goto('/app/account/visitors')
  await expect(visitedPage.getByRole('heading', { level: 2, name: visitor.nickname })).toBeVisible()
  await other.close()
})
