/**
 * Issue 6 end to end, two members in two browser contexts against the standalone mock server (fresh
 * members each time): A writes and B sees it live, a photo message stays blurred until B chooses to
 * see it; A asks for B's private album, B accepts from the chat and A sees the private photos; a send
 * the server fails shows failed, keeps the text, and one retry delivers it exactly once. Axe runs on
 * the chat pages and the dialogs.
 */
import { ConversationPage, memberContext } from './models/chat.model'
import { seedStoredLogin } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { E2E_BUILD_ENV, MOCK_URL } from './support/e2e-env'
import { createMember, type TestMember } from './support/members'
import { mockControl } from './support/mock'
import { expect, test } from './support/test'

const contactOf = (member: TestMember) => ({ nickname: member.nickname, id: member.id })

// Two members, two browsers, a socket each: slower than one page on a shared two-core machine.
test.describe.configure({ timeout: 120_000 })

test('A writes and B sees it live; a photo stays blurred until B chooses to see it', async ({
  browser,
  request,
}) => {
  const [a, b] = await Promise.all([
    createMember(request, { prefix: 'chatA', premium: true, publicPhotos: 2 }),
    createMember(request, { prefix: 'chatB', premium: true, sex: 1, lookingFor: 2 }),
  ])
  const alice = await memberContext(browser, a)
  const bob = await memberContext(browser, b)
  const aliceChat = new ConversationPage(alice.page, contactOf(b))
  const bobChat = new ConversationPage(bob.page, contactOf(a))
  await Promise.all([aliceChat.open(), bobChat.open()])
  await expect(
    bobChat.history.getByText(`Aucun message pour le moment. Dites bonjour à ${a.nickname} !`),
  ).toBeVisible()

  await aliceChat.write('Bonsoir ! Ton profil m’a beaucoup plu.')
  await expect(aliceChat.message('Bonsoir ! Ton profil m’a beaucoup plu.')).toContainText('Envoyé')
  // Live on the other side, without a reload, and announced to screen readers.
  await expect(bobChat.message('Bonsoir ! Ton profil m’a beaucoup plu.')).toBeVisible()
  await expect(bob.page.getByTestId('chat-announcer')).toHaveText(
    `Nouveau message de ${a.nickname} : Bonsoir ! Ton profil m’a beaucoup plu.`,
  )
  await expectNoSeriousA11yViolations(bob.page)

  // A photo message, chosen in the selectPhoto dialog.
  await aliceChat.photoButton.click()
  const dialog = alice.page.getByRole('dialog', { name: 'Envoyer une photo' })
  await expect(dialog.getByRole('button', { name: /^Envoyer la photo 1 sur/ })).toBeVisible()
  await expect(alice.page).toHaveURL(/modal=selectPhoto/)
  await expectNoSeriousA11yViolations(alice.page)
  await dialog.getByRole('button', { name: /^Envoyer la photo 1 sur/ }).click()
  await expect(dialog).toBeHidden()
  await expect(aliceChat.history.getByRole('img', { name: 'Photo que vous avez envoyée' })).toBeVisible()

  const reveal = bobChat.history.getByRole('button', { name: 'Voir la photo' })
  await expect(reveal).toBeVisible()
  await expect(bobChat.history.getByRole('img', { name: `Photo envoyée par ${a.nickname}` })).toHaveCount(0)
  await reveal.click()
  await expect(bobChat.history.getByRole('img', { name: `Photo envoyée par ${a.nickname}` })).toBeVisible()

  // The lists page shows the conversation with its last message.
  await bob.page.goto('/app/chat')
  const row = bob.page.getByRole('listitem').filter({ hasText: a.nickname })
  await expect(row).toBeVisible()
  await expectNoSeriousA11yViolations(bob.page)
  await row.getByRole('link', { name: new RegExp(a.nickname) }).click()
  await expect(bob.page).toHaveURL(new RegExp(`${ConversationPage.path(contactOf(a))}$`))

  expect([...alice.errors, ...bob.errors]).toEqual([])
  await Promise.all([alice.context.close(), bob.context.close()])
})

test('A asks for the private album, B accepts from the chat, A sees the private photos', async ({
  browser,
  request,
}) => {
  const [a, b] = await Promise.all([
    createMember(request, { prefix: 'albumA', premium: true }),
    createMember(request, { prefix: 'albumB', premium: true, privatePhotos: 2, sex: 1, lookingFor: 2 }),
  ])
  const alice = await memberContext(browser, a)
  const bob = await memberContext(browser, b)
  const aliceChat = new ConversationPage(alice.page, contactOf(b))
  const bobChat = new ConversationPage(bob.page, contactOf(a))
  await Promise.all([aliceChat.open(), bobChat.open()])

  await expect(
    aliceChat.albumSection.getByText(`L'album privé de ${b.nickname} est verrouillé`),
  ).toBeVisible()
  await expect(aliceChat.albumSection.getByRole('img')).toHaveCount(0)
  await aliceChat.albumSection.getByRole('button', { name: "Demander l'accès" }).click()
  await expect(aliceChat.albumSection.getByRole('status')).toContainText(`Demande envoyée à ${b.nickname}`)

  // The owner answers from the chat.
  await expect(bobChat.answerBar).toContainText(`${a.nickname} souhaite voir votre album privé.`)
  await expectNoSeriousA11yViolations(bob.page)
  await bobChat.answerBar.getByRole('button', { name: 'Accepter' }).click()
  await expect(bobChat.answerBar).toBeHidden()
  await expect(
    bobChat.history.getByText(`Vous avez donné accès à votre album privé à ${a.nickname}`),
  ).toBeVisible()

  // The answer arrives live: the album opens.
  await expect(
    aliceChat.albumSection.getByText(`${b.nickname} partage son album privé avec vous.`),
  ).toBeVisible()
  await expect(
    aliceChat.albumSection.getByRole('img', { name: `Photo privée 1 sur 2 de ${b.nickname}` }),
  ).toBeVisible()
  await expect(aliceChat.albumSection.getByRole('img')).toHaveCount(2)
  await expect(
    aliceChat.history.getByText(`${b.nickname} vous a donné accès à son album privé`),
  ).toBeVisible()

  // The shareGallery dialog, from B's side.
  await bob.page.getByRole('button', { name: 'Partager mon album privé' }).click()
  const share = bob.page.getByRole('dialog', { name: 'Partager mon album privé' })
  await expect(share.getByText(`${a.nickname} pourra voir toutes vos photos privées.`)).toBeVisible()
  await expectNoSeriousA11yViolations(bob.page)
  await bob.page.keyboard.press('Escape')
  await expect(share).toBeHidden()

  expect([...alice.errors, ...bob.errors]).toEqual([])
  await Promise.all([alice.context.close(), bob.context.close()])
})

test('a send the server fails shows failed, keeps the text, and a retry delivers it once', async ({
  page,
  request,
}) => {
  const [a, b] = await Promise.all([
    createMember(request, { prefix: 'retryA', premium: true }),
    createMember(request, { prefix: 'retryB', premium: true, sex: 1, lookingFor: 2 }),
  ])
  await seedStoredLogin(page, a.login)
  const chat = new ConversationPage(page, contactOf(b))
  await chat.open()

  // The draft survives a reload.
  await chat.composer.fill('Un brouillon à garder')
  await page.reload()
  await expect(chat.composer).toHaveValue('Un brouillon à garder')

  const text = `Tu es libre samedi ? ${Date.now()}`
  // Fails once, for this member's calls only, then removes itself.
  await mockControl(request, 'fail', {
    path: '/ajax_api/send_message',
    kind: 'http500',
    times: 1,
    session_id: a.login.session_id,
  })
  await chat.write(text)
  const sent = chat.message(text)
  await expect(sent).toContainText('Non envoyé')
  await expect(sent.getByText(text)).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await sent.getByRole('button', { name: 'Réessayer' }).click()
  await expect(sent).toContainText('Envoyé')
  await expect(sent).not.toContainText('Non envoyé')
  await expect(sent.getByRole('button', { name: 'Réessayer' })).toHaveCount(0)

  // The server has it exactly once.
  const response = await request.get(`${MOCK_URL}/ajax_api/load_messages`, {
    params: { contact_id: a.id, contact: a.id, session_id: b.login.session_id },
    headers: { 'Api-Key': E2E_BUILD_ENV.VITE_API_KEY },
  })
  const body = (await response.json()) as { messages: { msg: string }[] }
  expect(body.messages.filter((m) => m.msg === text)).toHaveLength(1)

  // And after a reload it is still there once, with nothing left to retry.
  await page.reload()
  await expect(chat.message(text)).toHaveCount(1)
  await expect(chat.history.getByRole('button', { name: 'Réessayer' })).toHaveCount(0)
})
