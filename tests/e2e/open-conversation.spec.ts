/**
 * The open conversation on the member's real path (issue 22): A opens `/app/chat/<B's slug>` by its
 * address (a reload, a shared link, a notification's link), B writes through the API with B's own
 * session. B's message lands in the history, read: no toast, no count in the title or the bell.
 * C's message, meanwhile, toasts once and counts. At the phone and the desktop sizes.
 */
import type { Page } from '@playwright/test'
import { ConversationPage } from './models/chat.model'
import { seedStoredLogin } from './support/auth'
import { createMember, sendMessageAs } from './support/members'
import { expect, test } from './support/test'

const toastWith = (page: Page, text: string) =>
  page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text })
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ })

for (const size of [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
]) {
  test.describe(`at the ${size.name} size`, () => {
    test.use({ viewport: size.viewport })

    test('a conversation opened by its address: the contact’s message sent through the API is read there, no toast, no count @tabs', async ({
      page,
      request,
    }) => {
      const [me, contact, other] = await Promise.all([
        createMember(request, { sex: 2, lookingFor: 1, premium: true, prefix: 'Adresse' }),
        createMember(request, { sex: 1, premium: true, prefix: 'Contact' }),
        createMember(request, { sex: 1, premium: true, prefix: 'Autre' }),
      ])
      await seedStoredLogin(page, me.login)
      const chat = new ConversationPage(page, contact)
      await chat.open()

      await sendMessageAs(request, contact, me, 'Tu es là ?')
      await expect(chat.message('Tu es là ?')).toBeVisible()
      await expect(bell(page)).toHaveAccessibleName('Notifications, aucune non lue')
      await expect(toastWith(page, 'Tu es là ?')).toHaveCount(0)
      await expect(page).not.toHaveTitle(/^\(\d+\) /)

      // A reload (the same address again): the conversation is open before any frame can arrive.
      await page.reload()
      await expect(chat.composer).toBeVisible()
      await expect(chat.connected).toBeVisible({ timeout: 10_000 })
      await sendMessageAs(request, contact, me, 'Encore moi')
      await expect(chat.message('Encore moi')).toBeVisible()
      await expect(toastWith(page, 'Encore moi')).toHaveCount(0)
      await expect(bell(page)).toHaveAccessibleName('Notifications, aucune non lue')
      await expect(page).not.toHaveTitle(/^\(\d+\) /)

      // From anyone else: one toast, one count.
      await sendMessageAs(request, other, me, 'Coucou toi')
      await expect(toastWith(page, 'Coucou toi')).toHaveCount(1)
      await expect(bell(page)).toHaveAccessibleName('Notifications, 1 non lue')
      await expect(page).toHaveTitle(/^\(1\) /)
      await expect(toastWith(page, 'Tu es là ?')).toHaveCount(0)
      await expect(toastWith(page, 'Encore moi')).toHaveCount(0)
    })
  })
}
