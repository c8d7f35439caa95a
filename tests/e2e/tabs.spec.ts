/**
 * One socket per member across tabs: three tabs of one member hold one socket between them (the
 * mock counts the member's authenticated sockets); a message to the member reaches all three; when
 * the tab holding the socket closes, another takes over (a new socket, still one) and later messages
 * reach the tabs left; logging out in one tab signs all of them out.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { ConversationPage } from './models/chat.model'
import { readStoredLogin, seedStoredLogin } from './support/auth'
import { createMember, sendMessageAs, type TestMember } from './support/members'
import { demoLogin, mockControl } from './support/mock'
import { expect, test } from './support/test'

const socketsOf = async (request: APIRequestContext, member: TestMember) =>
  (
    (await mockControl(request, 'socket/list', { session_id: member.login.session_id })) as {
      sockets: number[]
    }
  ).sockets

const connected = (page: Page) => page.getByRole('banner').getByRole('status').filter({ hasText: 'Connecté' })

async function messageTo(request: APIRequestContext, member: TestMember, from: TestMember, text: string) {
  await mockControl(request, 'event', { type: 'message', to: member.id, from: from.id, text })
}

test('three tabs share one socket, survive the loss of the tab holding it, and log out together', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000)
  const [member, sender] = await Promise.all([
    createMember(request, { prefix: 'Onglets', premium: true }),
    createMember(request, { prefix: 'Ecrit', premium: true, sex: 1, lookingFor: 2 }),
  ])
  await seedStoredLogin(page, member.login)
  await page.goto('/app/account/settings')
  await expect(connected(page)).toBeVisible()
  const [first] = await socketsOf(request, member)
  const tabs = [page]
  for (const path of ['/app/search', '/app/wall']) {
    const tab = await context.newPage()
    await tab.goto(path)
    await expect(connected(tab)).toBeVisible()
    tabs.push(tab)
  }
  // Three tabs, one socket: the first tab's.
  await expect.poll(() => socketsOf(request, member)).toEqual([first])

  await messageTo(request, member, sender, 'Bonjour à tous les onglets')
  for (const tab of tabs) await expect(tab).toHaveTitle(/^\(1\) /)

  // The tab holding the socket goes away: another takes over within 2 s, with a socket of its own.
  await tabs[0]!.close()
  const left = tabs.slice(1)
  await expect
    .poll(async () => (await socketsOf(request, member)).filter((n) => n !== first), { timeout: 2_000 })
    .toHaveLength(1)
  const sockets = await socketsOf(request, member)
  expect(sockets).toHaveLength(1)
  for (const tab of left) await expect(connected(tab)).toBeVisible()

  await messageTo(request, member, sender, 'Et encore un, après la relève')
  for (const tab of left) await expect(tab).toHaveTitle(/^\(2\) /)
  expect(await socketsOf(request, member)).toEqual(sockets)

  // Logging out in one tab signs every tab out.
  await left[0]!.goto('/app/logout')
  await expect(left[0]!).toHaveURL(/\/\?landing=1$/)
  await expect(left[1]!).toHaveURL(/\/app\/register\?redirect=%2Fapp%2Fwall$/, { timeout: 2_000 })
  await expect.poll(() => socketsOf(request, member)).toEqual([])
})

test('a dead session is renewed once for all the tabs: one silent relogin, the same new session everywhere', async ({
  page,
  context,
  request,
}) => {
  const login = await demoLogin(request, 'cancelled')
  expect(login.token_login).toBeTruthy()
  const logins: string[] = []
  context.on('request', (r) => {
    if (/\/index_api\/login/.test(r.url())) logins.push(r.url())
  })
  await seedStoredLogin(page, login)
  await page.goto('/app/account/settings')
  await expect(connected(page)).toBeVisible()
  const other = await context.newPage()
  await other.goto('/app/wall')
  await expect(connected(other)).toBeVisible()

  // The server drops the session: the socket is refused (4001) and calls answer 403 in both tabs.
  await mockControl(request, 'session/expire', { session_id: login.session_id })
  await other.reload()
  await expect.poll(async () => (await readStoredLogin(page))?.session_id).not.toBe(login.session_id)
  const renewed = (await readStoredLogin(page))?.session_id
  await expect.poll(async () => (await readStoredLogin(other))?.session_id).toBe(renewed)
  for (const tab of [page, other]) await expect(connected(tab)).toBeVisible()
  expect(logins).toHaveLength(1)
  const member = { id: login.user_id, login: { ...login, session_id: renewed ?? '' } } as TestMember
  await expect.poll(() => socketsOf(request, member)).toHaveLength(1)
})

const toastsWith = async (tabs: Page[], text: string) => {
  let count = 0
  for (const tab of tabs)
    count += await tab.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text }).count()
  return count
}

/** Exactly one toast across the tabs, and it stays one (none appears late in another tab). */
async function expectOneToast(tabs: Page[], text: string) {
  await expect.poll(() => toastsWith(tabs, text)).toBe(1)
  await tabs[0]!.waitForTimeout(500)
  expect(await toastsWith(tabs, text)).toBe(1)
}

test.describe('on the member’s real path', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('three tabs, the leader closed: another member’s messages count once and toast once @tabs', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(60_000)
    const [member, sender] = await Promise.all([
      createMember(request, { prefix: 'Trois', premium: true }),
      createMember(request, { prefix: 'Envoie', premium: true, sex: 1, lookingFor: 2 }),
    ])
    await seedStoredLogin(page, member.login)
    await page.goto('/app')
    await expect(connected(page)).toBeVisible()
    const tabs = [page]
    for (const path of ['/app/search/result', '/app/account/settings']) {
      const tab = await context.newPage()
      await tab.goto(path)
      await expect(connected(tab)).toBeVisible()
      tabs.push(tab)
    }
    const [leaderSocket] = await socketsOf(request, member)

    await sendMessageAs(request, sender, member, 'Premier message réel')
    for (const tab of tabs) await expect(tab).toHaveTitle(/^\(1\) /)
    await expectOneToast(tabs, 'Premier message réel')

    await tabs[0]!.close()
    const left = tabs.slice(1)
    await expect
      .poll(async () => (await socketsOf(request, member)).filter((n) => n !== leaderSocket), {
        timeout: 5_000,
      })
      .toHaveLength(1)
    for (const tab of left) await expect(connected(tab)).toBeVisible()

    await sendMessageAs(request, sender, member, 'Second message réel')
    await expectOneToast(left, 'Second message réel')
    for (const tab of left) {
      await expect(tab).toHaveTitle(/^\(2\) /)
      await expect(
        tab.getByRole('banner').getByRole('button', { name: 'Notifications, 2 non lues' }),
      ).toBeVisible()
    }
    // And it stays two: the hand-over's resync counts nothing twice.
    await left[0]!.waitForTimeout(1_000)
    for (const tab of left) await expect(tab).toHaveTitle(/^\(2\) /)
  })

  test('a conversation open in one tab: its contact’s message toasts in no tab and counts in none @tabs', async ({
    page,
    context,
    request,
  }) => {
    const [member, contact, other] = await Promise.all([
      createMember(request, { prefix: 'Ouvert', premium: true }),
      createMember(request, { prefix: 'Parle', premium: true, sex: 1, lookingFor: 2 }),
      createMember(request, { prefix: 'Tiers', premium: true, sex: 1, lookingFor: 2 }),
    ])
    await seedStoredLogin(page, member.login)
    await page.goto('/app/account/settings')
    await expect(connected(page)).toBeVisible()
    const chatTab = await context.newPage()
    const chat = new ConversationPage(chatTab, contact)
    await chat.open()
    const tabs = [page, chatTab]

    await sendMessageAs(request, contact, member, 'Vu dans la conversation')
    await expect(chat.message('Vu dans la conversation')).toBeVisible()
    await page.waitForTimeout(500)
    expect(await toastsWith(tabs, 'Vu dans la conversation')).toBe(0)
    for (const tab of tabs) await expect(tab).not.toHaveTitle(/^\(\d+\) /)

    await sendMessageAs(request, other, member, 'Un autre membre écrit')
    await expectOneToast(tabs, 'Un autre membre écrit')
    for (const tab of tabs) await expect(tab).toHaveTitle(/^\(1\) /)
  })
})
