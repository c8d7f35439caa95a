/**
 * One socket per member across tabs: three tabs of one member hold one socket between them (the
 * mock counts the member's authenticated sockets); a message to the member reaches all three; when
 * the tab holding the socket closes, another takes over (a new socket, still one) and later messages
 * reach the tabs left; logging out in one tab signs all of them out.
 */
import type { APIRequestContext, BrowserContext, Page, Request } from '@playwright/test'
import { ConversationPage } from './models/chat.model'
import { readStoredLogin, type StoredLogin, seedStoredLogin } from './support/auth'
import { E2E_BUILD_ENV, MOCK_URL } from './support/e2e-env'
import { createMember, sendMessageAs, type TestMember } from './support/members'
import { mockControl } from './support/mock'
import { expect, test } from './support/test'

const socketsOf = async (request: APIRequestContext, member: TestMember) =>
  (
    (await mockControl(request, 'socket/list', { session_id: member.login.session_id })) as {
      sockets: number[]
    }
  ).sockets

const connected = (page: Page) => page.getByRole('banner').getByRole('status').filter({ hasText: 'Connecté' })
/** A tab's socket status, given the time a tab takes to start on a loaded 2-core machine. */
const expectConnected = (page: Page) => expect(connected(page)).toBeVisible({ timeout: 15_000 })

async function rememberedLogin(request: APIRequestContext, member: TestMember): Promise<StoredLogin> {
  const response = await request.post(`${MOCK_URL}/index_api/login`, {
    params: { login: member.email, pass: member.password, rememberme: 1 },
    headers: { 'Api-Key': E2E_BUILD_ENV.VITE_API_KEY },
  })
  const body = (await response.json()) as Partial<StoredLogin>
  return { user_id: String(body.user_id), session_id: String(body.session_id), token_login: body.token_login }
}

async function messageTo(request: APIRequestContext, member: TestMember, from: TestMember, text: string) {
  await sendMessageAs(request, from, member, text)
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
  await expectConnected(page)
  const [first] = await socketsOf(request, member)
  const tabs = [page]
  for (const path of ['/app/search', '/app/wall']) {
    const tab = await context.newPage()
    await tab.goto(path)
    await expectConnected(tab)
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
  for (const tab of left) await expectConnected(tab)

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
  // A member of its own, signed in with 'remember me' (a token to relogin with): repeated runs side
  // by side never renew the same member's session.
  const own = await createMember(request, { prefix: 'Renouvelle', premium: true })
  const login = await rememberedLogin(request, own)
  expect(login.token_login).toBeTruthy()
  // Each login with the tab that made it and how it ended, so a second one says where it came from.
  const logins: string[] = []
  const answered: string[] = []
  const failed: string[] = []
  let reloading = false
  const tabOf = (r: Request) => {
    if (r.serviceWorker()) return 'the service worker'
    return r.frame().page() === page ? 'the settings tab' : 'the wall tab'
  }
  const isLogin = (r: Request) => /\/index_api\/login/.test(r.url())
  context.on('request', (r) => {
    if (isLogin(r)) logins.push(`${tabOf(r)} sent ${r.method()} ${r.url()}`)
  })
  context.on('requestfinished', (r) => {
    if (!isLogin(r)) return
    logins.push(`${tabOf(r)} got its answer`)
    answered.push(tabOf(r))
  })
  context.on('requestfailed', (r) => {
    if (!isLogin(r)) return
    logins.push(`${tabOf(r)} failed: ${r.failure()?.errorText}`)
    failed.push(`${tabOf(r)} ${r.failure()?.errorText}${reloading ? ' while reloading' : ''}`)
  })
  await seedStoredLogin(page, login)
  await page.goto('/app/account/settings')
  await expectConnected(page)
  const other = await context.newPage()
  await other.goto('/app/wall')
  await expectConnected(other)

  // The server drops the session: the socket is refused (4001) and calls answer 403 in both tabs.
  await mockControl(request, 'session/expire', { session_id: login.session_id })
  logins.push('the test reloads the wall tab')
  reloading = true
  await other.reload()
  reloading = false
  logins.push('the wall tab has reloaded')
  await expect.poll(async () => (await readStoredLogin(page))?.session_id).not.toBe(login.session_id)
  const renewed = (await readStoredLogin(page))?.session_id
  await expect.poll(async () => (await readStoredLogin(other))?.session_id).toBe(renewed)
  for (const tab of [page, other]) await expectConnected(tab)
  // One login answered. The wall tab's old document may have begun the relogin when the session
  // died and been unloaded by the reload before its answer came: that login is cut off (the lock is
  // freed with nothing stored), so the settings tab logs in instead. A member who reloads mid-relogin
  // does the same; what must never happen is a second login that gets its answer.
  expect(answered, logins.join('\n')).toHaveLength(1)
  for (const cut of failed)
    expect(cut, logins.join('\n')).toBe('the wall tab net::ERR_ABORTED while reloading')
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

/**
 * Three tabs of a new member (/app, search results, settings) and another member to write to them. The
 * first tab holds the socket (the leader) and is a page of its own, so the test's page outlives it.
 */
async function threeTabs(page: Page, context: BrowserContext, request: APIRequestContext, prefix: string) {
  const [member, sender] = await Promise.all([
    createMember(request, { prefix, premium: true }),
    createMember(request, { prefix: `${prefix}Ecrit`, premium: true, sex: 1, lookingFor: 2 }),
  ])
  const leader = await context.newPage()
  await seedStoredLogin(leader, member.login)
  const tabs = [leader, page, await context.newPage()]
  const paths = ['/app', '/app/search/result', '/app/account/settings']
  for (const [i, tab] of tabs.entries()) {
    await tab.goto(paths[i]!)
    await expectConnected(tab)
  }
  const [leaderSocket] = await socketsOf(request, member)
  return { member, sender, tabs, leader, left: tabs.slice(1), leaderSocket }
}

/** The leader gone, another tab holds the member's one socket, and every tab left says so. */
async function expectTakenOver(
  request: APIRequestContext,
  member: TestMember,
  left: Page[],
  leaderSocket: number | undefined,
) {
  await expect
    .poll(async () => (await socketsOf(request, member)).filter((n) => n !== leaderSocket), {
      timeout: 10_000,
    })
    .toHaveLength(1)
  for (const tab of left) await expectConnected(tab)
}

test.describe('on the member’s real path', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  for (const { how, prefix, end } of [
    { how: 'closed', prefix: 'Trois', end: (leader: Page) => leader.close() },
    {
      // The renderer crashes: no pagehide, no goodbye to the other tabs; its lock and its socket go
      // with the process.
      how: 'crashed',
      prefix: 'Plante',
      end: async (leader: Page) => {
        const crashed = leader.waitForEvent('crash')
        const cdp = await leader.context().newCDPSession(leader)
        void cdp.send('Page.crash').catch(() => {})
        await crashed
      },
    },
  ]) {
    test(`three tabs, the leader ${how}: another member’s messages count once and toast once @tabs`, async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(60_000)
      const { member, sender, tabs, leader, left, leaderSocket } = await threeTabs(
        page,
        context,
        request,
        prefix,
      )
      await sendMessageAs(request, sender, member, 'Premier message réel')
      for (const tab of tabs) await expect(tab).toHaveTitle(/^\(1\) /)
      await expectOneToast(tabs, 'Premier message réel')

      await end(leader)
      await expectTakenOver(request, member, left, leaderSocket)

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
      expect(await socketsOf(request, member)).toHaveLength(1)
    })
  }

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
    await expectConnected(page)
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

  test('the leader closes while a message is on its way: the tabs left count it once, one toast @tabs', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(60_000)
    const { member, sender, leader, left, leaderSocket } = await threeTabs(page, context, request, 'Panne')

    // The leader closes as a message is sent: it may reach the old socket, or none (the server stores
    // it while the member has no socket open): the hand-over must count it at most once, toast it once.
    // (A crash, with no pagehide, is played above.)
    await Promise.all([leader.close(), sendMessageAs(request, sender, member, 'Pendant la relève')])
    await expectTakenOver(request, member, left, leaderSocket)
    await sendMessageAs(request, sender, member, 'Après la relève')
    await expectOneToast(left, 'Après la relève')
    for (const tab of left) {
      await expectConnected(tab)
      // Counted once each whether it came as a frame before the crash or not at all (then the
      // conversations list shows it): never twice.
      await expect(tab).toHaveTitle(/^\((1|2)\) /)
    }
    await left[0]!.waitForTimeout(1_000)
    const titles = await Promise.all(left.map((tab) => tab.title()))
    expect(new Set(titles.map((t) => t.slice(0, 4))).size).toBe(1)
    expect(await toastsWith(left, 'Pendant la relève')).toBeLessThanOrEqual(1)
  })
})
