/**
 * What a member meets in an open conversation (issue 18, points 2 and 3): a message from the contact
 * lands in the history and raises no toast and no unread count, while one from anyone else toasts; a
 * free member's notice of free messages left changes with each send.
 */
import { ConversationPage } from './models/chat.model'
import { seedStoredLogin } from './support/auth'
import { createMember, sendMessageAs } from './support/members'
import { expect, test } from './support/test'

const toastWith = (page: import('@playwright/test').Page, text: string) =>
  page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text })

test('a message from the open conversation’s contact shows in it with no toast and no unread count', async ({
  page,
  request,
}) => {
  const me = await createMember(request, { sex: 2, lookingFor: 1, premium: true, prefix: 'Ouverte' })
  const contact = await createMember(request, { sex: 1, premium: true, prefix: 'Contact' })
  const other = await createMember(request, { sex: 1, premium: true, prefix: 'Autre' })
  await seedStoredLogin(page, me.login)
  const chat = new ConversationPage(page, contact)
  await chat.open()

  await sendMessageAs(request, contact, me, 'Tu es là ?')
  await expect(chat.message('Tu es là ?')).toBeVisible()
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ })
  await expect(bell).toHaveAccessibleName('Notifications, aucune non lue')
  await expect(toastWith(page, 'Tu es là ?')).toHaveCount(0)
  await expect(page).not.toHaveTitle(/^\(\d+\) /)

  // From anyone else, it toasts and counts as before.
  await sendMessageAs(request, other, me, 'Coucou toi')
  await expect(toastWith(page, 'Coucou toi')).toBeVisible()
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 non lue' }),
  ).toBeVisible()
  await expect(toastWith(page, 'Tu es là ?')).toHaveCount(0)
})

test('a free member’s notice of free messages left changes after each send', async ({ page, request }) => {
  const me = await createMember(request, { sex: 1, lookingFor: 2, prefix: 'Gratuit' })
  const contact = await createMember(request, { sex: 2, premium: true, prefix: 'Lectrice' })
  await seedStoredLogin(page, me.login)
  const chat = new ConversationPage(page, contact)
  await chat.open()
  await expect(page.getByText("Il vous reste 5 messages gratuits aujourd'hui.")).toBeVisible()

  await chat.write('Bonjour !')
  await expect(chat.message('Bonjour !')).toBeVisible()
  await expect(page.getByText("Il vous reste 4 messages gratuits aujourd'hui.")).toBeVisible()
  await chat.write('Comment vas-tu ?')
  await expect(page.getByText("Il vous reste 3 messages gratuits aujourd'hui.")).toBeVisible()
  await expect(page.getByText("Il vous reste 4 messages gratuits aujourd'hui.")).toHaveCount(0)
})
