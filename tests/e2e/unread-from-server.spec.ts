/**
 * The unread count has one source (issue 22, point 2): what the server counts and the frames heard,
 * reconciled. Messages sent while the member had no tab open, or while their network was down, reach
 * no socket: the app reads the server's count once its socket is up and at every reconnect, so they
 * show in the title, the bell, the Messages tab and the app icon's badge, each once, with no toast
 * (they were not live). Another member writes through the API with their own session; pages are
 * opened by their address. At the phone and the desktop sizes.
 */
import type { Page } from '@playwright/test'
import { ConversationPage } from './models/chat.model'
import { seedStoredLogin } from './support/auth'
import { recordAppBadge } from './support/badge'
import { createMember, sendMessageAs } from './support/members'
import { mockControl } from './support/mock'
import { expect, test } from './support/test'

const toasts = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]')
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ })
const connected = (page: Page) => page.getByRole('banner').getByRole('status').filter({ hasText: 'Connecté' })

for (const size of [
  { name: 'phone', viewport: { width: 390, height: 844 }, tabBar: true },
  { name: 'desktop', viewport: { width: 1280, height: 900 }, tabBar: false },
]) {
  test.describe(`at the ${size.name} size`, () => {
    test.use({ viewport: size.viewport })

    test('messages sent while the member had no tab open count once the app opens, each once, no toast', async ({
      page,
      request,
    }) => {
      const [me, contact] = await Promise.all([
        createMember(request, { sex: 2, lookingFor: 1, premium: true, prefix: 'Absente' }),
        createMember(request, { sex: 1, premium: true, prefix: 'Ecrivain' }),
      ])
      // No tab of the member is open: these reach no socket.
      await sendMessageAs(request, contact, me, 'Tu es là ?')
      await sendMessageAs(request, contact, me, 'Réponds-moi vite')

      const badge = await recordAppBadge(page)
      await seedStoredLogin(page, me.login)
      await page.goto('/app/search')
      await expect(connected(page)).toBeVisible({ timeout: 10_000 })
      await expect(page).toHaveTitle(/^\(2\) /)
      await expect(bell(page)).toHaveAccessibleName('Notifications, 2 non lues')
      if (size.tabBar) await expect(page.getByTestId('tab-unread')).toHaveText('2')
      await expect.poll(badge).toContain('set 2')
      await expect(toasts(page)).toHaveCount(0)

      // One item for the conversation: its last message, and the one before counted on it.
      await bell(page).click()
      const panel = page.getByRole('dialog', { name: 'Notifications' })
      const item = panel.getByRole('listitem').filter({ hasText: contact.nickname })
      await expect(item).toHaveCount(1)
      await expect(item).toContainText('Réponds-moi vite')
      await expect(item).toContainText('et 1 autre message non lu')

      // A reload reads the server again: still two, not four.
      await page.keyboard.press('Escape')
      await page.reload()
      await expect(connected(page)).toBeVisible({ timeout: 10_000 })
      await expect(bell(page)).toHaveAccessibleName('Notifications, 2 non lues')
      await expect(page).toHaveTitle(/^\(2\) /)

      // Opening it shows both in the conversation: read everywhere, the count gone.
      await bell(page).click()
      await page
        .getByRole('dialog', { name: 'Notifications' })
        .getByRole('button', { name: /Réponds-moi vite/ })
        .click()
      const chat = new ConversationPage(page, contact)
      await expect(chat.message('Tu es là ?')).toBeVisible()
      await expect(chat.message('Réponds-moi vite')).toBeVisible()
      await expect(bell(page)).toHaveAccessibleName('Notifications, aucune non lue')
      await expect(page).not.toHaveTitle(/^\(\d+\) /)
      await expect.poll(badge).toContain('clear')
    })

    test('a message sent while the member’s socket was down counts once it is back, with a live one after it', async ({
      page,
      request,
    }) => {
      const [me, contact, other] = await Promise.all([
        createMember(request, { sex: 2, lookingFor: 1, premium: true, prefix: 'Coupee' }),
        createMember(request, { sex: 1, premium: true, prefix: 'Patient' }),
        createMember(request, { sex: 1, premium: true, prefix: 'EnDirect' }),
      ])
      await seedStoredLogin(page, me.login)
      await page.goto('/app')
      await expect(connected(page)).toBeVisible({ timeout: 10_000 })

      // The connection breaks (a fault no member causes: the mock's control), and stays broken while
      // the contact writes: the message reaches no socket.
      const session = { session_id: me.login.session_id }
      await mockControl(request, 'socket/refuse', { ...session, on: 1 })
      await mockControl(request, 'socket/drop', session)
      await expect(
        page.getByRole('banner').getByRole('status').filter({ hasText: 'Connexion…' }),
      ).toBeVisible()
      await sendMessageAs(request, contact, me, 'Pendant la coupure')
      await mockControl(request, 'socket/refuse', { ...session, on: 0 })
      // Attempts wait 3 s, then 4.5 s: one of them finds the server back.
      await expect(connected(page)).toBeVisible({ timeout: 20_000 })
      await expect(bell(page)).toHaveAccessibleName('Notifications, 1 non lue')
      await expect(page).toHaveTitle(/^\(1\) /)
      await expect(toasts(page).filter({ hasText: 'Pendant la coupure' })).toHaveCount(0)

      // A live message from someone else: its toast, and one more in the count, not two.
      await sendMessageAs(request, other, me, 'En direct')
      await expect(toasts(page).filter({ hasText: 'En direct' })).toHaveCount(1)
      await expect(bell(page)).toHaveAccessibleName('Notifications, 2 non lues')
      await expect(page).toHaveTitle(/^\(2\) /)
    })
  })
}
