/**
 * One member's text reaching another, carrying XSS payloads (tests/security/xss-payloads.ts: every
 * family, raw and encoded), through the mock server and rendered by the real app in Chromium: no
 * script runs and no dialog opens. A payload that ran would call alert / confirm / prompt
 * (Playwright's `dialog` event) or set `window.__xss`. Here a sample of every family travels the
 * real way: a nickname and a description on the profile page; chat messages written by one member
 * in the composer and read by the other (a hostile nickname too) in the toasts, the chat list and
 * the conversation; a report's details, sent to the server as typed; search criteria in the URL.
 * The full corpus (over 1,000 payloads) goes through the views in
 * tests/security/xss-views.browser.test.tsx and tests/security/xss-chat.browser.test.tsx.
 */
import type { Locator, Page } from '@playwright/test'
import { xssPayloads, xssSample } from '../security/xss-payloads'
import { ConversationPage, memberContext } from './models/chat.model'
import { ProfilePage, ReportDialogModel, userSlug } from './models/profile.model'
import { seedStoredLogin } from './support/auth'
import { createMember, type TestMember } from './support/members'
import { mockControl } from './support/mock'
import { expect, test } from './support/test'

/**
 * Watches for a payload that ran or tried to: any dialog, `window.__xss`, and any script the page's
 * Content-Security-Policy blocked. The policy allows nothing inline, so a payload the app wrongly
 * rendered as HTML shows up as a violation even when the policy stops it. Call before the first
 * page load; returns the check.
 */
async function watchForScripts(page: Page) {
  const dialogs: string[] = []
  const blocked: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  // Kept on this side: the list outlives the page's navigations.
  await page.exposeFunction('__xssCspViolation', (violation: string) => blocked.push(violation))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __xssCspViolation: (violation: string) => void })
        .__xssCspViolation
      void report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}: ${event.sample}`)
    })
  })
  return async () => {
    expect(dialogs, 'dialogs opened by a payload').toEqual([])
    expect(blocked, 'scripts the Content-Security-Policy blocked').toEqual([])
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined()
  }
}

test('nicknames and descriptions full of payloads render as text on the profile page', async ({
  page,
  request,
}) => {
  const sample = xssSample(3)
  const hostile = await createMember(request, {
    nickname: '<img src=x onerror=alert(1)>',
    description: sample.map((p) => p.text).join('\n'),
    publicPhotos: 1,
  })
  const viewer = await createMember(request, { prefix: 'Lecteur' })
  await seedStoredLogin(page, viewer.login)
  const noScript = await watchForScripts(page)

  await page.goto(`/app/users/membre-${hostile.id}`)
  await expect(page.getByRole('heading', { name: '<img src=x onerror=alert(1)>' })).toBeVisible()
  // The description is there, as the very characters typed.
  await expect(page.getByText(sample[0]?.text ?? '', { exact: false }).first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  await noScript()
})

test('payloads in search criteria (city name, nickname) render as text', async ({ page, request }) => {
  const viewer = await createMember(request, { prefix: 'Chercheur' })
  await seedStoredLogin(page, viewer.login)
  const noScript = await watchForScripts(page)
  const short = xssPayloads().filter((p) => p.text.length <= 40)
  const families = new Map<string, string[]>()
  for (const p of short) {
    const list = families.get(p.family) ?? []
    if (list.length < 2) list.push(p.text)
    families.set(p.family, list)
  }
  for (const text of [...families.values()].flat()) {
    const query = new URLSearchParams({ id_ville: '1', ville: text, nick: text })
    await page.goto(`/app/search/result?${query}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
  await page.waitForLoadState('networkidle')
  await noScript()
})

const contactOf = (member: TestMember) => ({ nickname: member.nickname, id: member.id })

/**
 * The message bubble holding exactly `text`, scrolled to: the history is virtualized, so an older
 * message exists in the page only once the history is scrolled up to it.
 */
async function scrollToMessage(history: Locator, text: string): Promise<Locator> {
  const bubble = history.getByText(text, { exact: true })
  await expect(async () => {
    if ((await bubble.count()) === 0) await history.evaluate((element) => element.scrollBy(0, -200))
    expect(await bubble.count()).toBe(1)
  }).toPass({ intervals: [50], timeout: 20_000 })
  await bubble.scrollIntoViewIfNeeded()
  return bubble
}

test.describe('chat messages', () => {
  // Two members, two browsers, a socket each, thirty messages: as slow as chat.spec.ts's tests.
  test.describe.configure({ timeout: 120_000 })

  test('reach the other member as text: toasts, the chat list, the conversation', async ({
    browser,
    request,
  }) => {
    const sample = xssSample(3)
    // A raw one last, so the chat list's last message is markup, not an encoded variant.
    const texts = [...sample.slice(1), sample[0]].map((p) => p?.text ?? '')
    const last = texts.at(-1) as string
    const [a, b] = await Promise.all([
      createMember(request, { nickname: '<svg onload=alert(1)>', premium: true }),
      createMember(request, { prefix: 'xssLecteur', premium: true, sex: 1, lookingFor: 2 }),
    ])
    const alice = await memberContext(browser, a)
    const bob = await memberContext(browser, b)
    const aliceRan = await watchForScripts(alice.page)
    const bobRan = await watchForScripts(bob.page)

    // B waits on the chat list, socket up: each message arrives live (a toast, the list re-read).
    await bob.page.goto('/app/chat')
    await expect(bob.page.getByText('Aucune conversation pour le moment.')).toBeVisible()
    const bobConnected = bob.page.getByRole('banner').getByRole('status').filter({ hasText: 'Connecté' })
    await expect(bobConnected).toBeVisible({ timeout: 10_000 })

    // A writes every payload in the composer; each is on the server before the next is written.
    const aliceChat = new ConversationPage(alice.page, contactOf(b))
    await aliceChat.open()
    for (const text of texts) {
      await aliceChat.write(text)
      const sent = aliceChat.history.getByRole('listitem').filter({
        has: alice.page.getByText(text, { exact: true }),
      })
      await expect(sent).toContainText('Envoyé')
    }

    // The toaster shows five at a time (the others wait their turn): the first five messages, each
    // under A's nickname, as typed.
    const toasts = bob.page.getByRole('status').filter({ hasText: `Nouveau message de ${a.nickname}` })
    await expect(toasts).toHaveCount(5)
    for (const text of texts.slice(0, 5)) {
      await expect(toasts.getByText(text, { exact: true })).toBeVisible()
    }

    // The list, re-read live and then opened afresh: A's row with the last message.
    const row = bob.page.getByRole('listitem').filter({ hasText: a.nickname })
    await expect(row.getByText(last, { exact: true })).toBeVisible()
    await bob.page.goto('/app/chat')
    await expect(row.getByText(last, { exact: true })).toBeVisible()
    await expect(row.getByRole('link', { name: a.nickname })).toBeVisible()

    // The conversation, from the row: every message, newest first, as typed.
    await row.getByRole('link', { name: a.nickname }).click()
    const bobChat = new ConversationPage(bob.page, contactOf(a))
    await expect(bobChat.history).toBeVisible()
    for (const text of [...texts].reverse()) {
      await expect(await scrollToMessage(bobChat.history, text)).toBeVisible()
    }

    await Promise.all([alice.page.waitForLoadState('networkidle'), bob.page.waitForLoadState('networkidle')])
    await aliceRan()
    await bobRan()
    expect([...alice.errors, ...bob.errors]).toEqual([])
    await Promise.all([alice.context.close(), bob.context.close()])
  })
})

test('report details full of payloads reach the server as typed, and nothing runs', async ({
  page,
  request,
}) => {
  const details = xssSample(3)
    .map((p) => p.text)
    .join('\n')
  const [target, reporter] = await Promise.all([
    createMember(request, { nickname: '"><img src=x onerror=alert(1)>' }),
    createMember(request, { prefix: 'xssSignaleur', sex: 1 }),
  ])
  await seedStoredLogin(page, reporter.login)
  const noScript = await watchForScripts(page)

  // The report dialog on the target's profile, as its button opens it.
  const profile = new ProfilePage(page)
  await profile.goto(userSlug(target.nickname, target.id))
  await expect(profile.memberName(target.nickname)).toBeVisible()
  await profile.actions.getByRole('button', { name: 'Signaler' }).click()
  const dialog = profile.reportDialog(target.nickname)
  const report = new ReportDialogModel(dialog)
  await expect(report.captcha).toBeVisible()

  await report.reason('Propos offensants').check()
  await report.details.fill(details)
  await expect(report.details).toHaveValue(details)
  const { code } = (await mockControl(request, 'captcha', { session_id: reporter.login.session_id })) as {
    code: string
  }
  await report.code.fill(code)
  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/index_api/user/is_suspect'),
  )
  await report.submit.click()
  const form = new URLSearchParams((await sent).postData() ?? '')
  expect(form.get('id')).toBe(target.id)
  expect(form.get('details')).toBe(details)
  // The server took it: the text was within its rules and reached it whole.
  await expect(dialog.getByRole('status')).toHaveText(/Signalement envoyé avec succès/)

  await page.waitForLoadState('networkidle')
  await noScript()
})
