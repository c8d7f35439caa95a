/**
 * Exactly once: a message the server stored but whose answer was lost (the mock's 'lost' fault,
 * scoped to the test's member) ends as one copy on the server and one bubble after a reload, whether
 * the member presses 'Réessayer' or does nothing at all.
 */
import type { APIRequestContext } from '@playwright/test'
import { ConversationPage } from './models/chat.model'
import { seedStoredLogin } from './support/auth'
import { E2E_BUILD_ENV, MOCK_URL } from './support/e2e-env'
import { createMember, type TestMember } from './support/members'
import { mockControl } from './support/mock'
import { expect, test } from './support/test'

/** The messages of `from` to `to` with this text, as the server holds them (read as `to`). */
async function storedCopies(request: APIRequestContext, from: TestMember, to: TestMember, text: string) {
  const response = await request.get(`${MOCK_URL}/ajax_api/load_messages`, {
    params: { contact_id: from.id, contact: from.id, session_id: to.login.session_id },
    headers: { 'Api-Key': E2E_BUILD_ENV.VITE_API_KEY },
  })
  const body = (await response.json()) as { messages: { msg: string; id_exp: string }[] }
  return body.messages.filter((m) => m.msg === text && String(m.id_exp) === from.id).length
}

async function twoMembers(request: APIRequestContext, prefix: string) {
  return Promise.all([
    createMember(request, { prefix: `${prefix}A`, premium: true }),
    createMember(request, { prefix: `${prefix}B`, premium: true, sex: 1, lookingFor: 2 }),
  ])
}

test("a lost answer, then 'Réessayer': one copy on the server, one bubble after a reload", async ({
  page,
  request,
}) => {
  const [a, b] = await twoMembers(request, 'Perdu')
  await seedStoredLogin(page, a.login)
  const chat = new ConversationPage(page, { nickname: b.nickname, id: b.id })
  await chat.open()
  const session = a.login.session_id
  await mockControl(request, 'fail', {
    path: '/ajax_api/send_message',
    kind: 'lost',
    times: 1,
    session_id: session,
  })
  // The read the app makes at once to find it fails too, so the bubble waits for the member.
  await mockControl(request, 'fail', {
    path: '/ajax_api/load_messages',
    kind: 'http500',
    times: 1,
    session_id: session,
  })

  const text = 'Ce message est arrivé, mais pas sa réponse'
  await chat.write(text)
  await expect(chat.message(text)).toContainText('Non envoyé')
  expect(await storedCopies(request, a, b, text)).toBe(1)

  await chat.message(text).getByRole('button', { name: 'Réessayer' }).click()
  await expect(chat.message(text)).toContainText('Envoyé')
  await expect(chat.message(text)).not.toContainText('Non envoyé')
  await expect(chat.message(text)).toHaveCount(1)
  expect(await storedCopies(request, a, b, text)).toBe(1)

  await page.reload()
  await expect(chat.composer).toBeVisible()
  await expect(chat.message(text)).toHaveCount(1)
  await expect(chat.message(text)).not.toContainText('Non envoyé')
  expect(await storedCopies(request, a, b, text)).toBe(1)
})

test('a lost answer and no action at all: one copy on the server, one bubble after a reload', async ({
  page,
  request,
}) => {
  const [a, b] = await twoMembers(request, 'Muet')
  await seedStoredLogin(page, a.login)
  const chat = new ConversationPage(page, { nickname: b.nickname, id: b.id })
  await chat.open()
  await mockControl(request, 'fail', {
    path: '/ajax_api/send_message',
    kind: 'lost',
    times: 1,
    session_id: a.login.session_id,
  })

  const text = 'Parti sans accusé de réception'
  await chat.write(text)
  // The app reads the conversation again by itself and finds it there.
  await expect(chat.message(text)).toContainText('Envoyé')
  await expect(chat.message(text)).not.toContainText('Non envoyé')
  await page.reload()
  await expect(chat.composer).toBeVisible()
  await expect(chat.message(text)).toHaveCount(1)
  await expect(chat.message(text)).not.toContainText('Non envoyé')
  expect(await storedCopies(request, a, b, text)).toBe(1)
})
