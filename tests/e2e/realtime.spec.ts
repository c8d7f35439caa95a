/**
 * Issue 5 end to end, against the production build and the standalone mock server: the socket
 * dropped through the control endpoint reconnects (the chip shows it), and a realtime message pops a
 * toast, counts in the bell and the tab title, and opens the right chat.
 */
import { seedStoredLogin } from './support/auth'
import { createMember, sendMessageAs, visitAs } from './support/members'
import { mockControl } from './support/mock'
import { expect, test } from './support/test'

test('a dropped socket shows connecting, then connected again, and events after it arrive once', async ({
  page,
  request,
}) => {
  // A member of its own: the demo members get other tests' messages and visits meanwhile.
  const [member, visitor] = await Promise.all([
    createMember(request, { prefix: 'Realtime', premium: true }),
    createMember(request, { prefix: 'Visiteur', sex: 1, lookingFor: 2 }),
  ])
  const { login } = member
  await seedStoredLogin(page, login)
  await page.goto('/app/search')
  const header = page.getByRole('banner')
  await expect(header.getByRole('status').filter({ hasText: 'Connecté' })).toBeVisible()

  await mockControl(request, 'socket/drop', { session_id: login.session_id })
  await expect(header.getByRole('status').filter({ hasText: 'Connexion…' })).toBeVisible()
  // The first reconnect waits 3 s (spec section 9's base delay).
  await expect(header.getByRole('status').filter({ hasText: 'Connecté' })).toBeVisible({ timeout: 10_000 })

  // Another member opens this member's profile: the server records the visit and pushes it.
  await visitAs(request, visitor, member)
  const bell = header.getByRole('button', { name: /^Notifications, 1 non lue$/ })
  await expect(bell).toBeVisible()
  // Exactly once: one toast, one unread.
  await expect(page.getByText(/a visité votre profil/)).toHaveCount(1)
})

test('an incoming message pops a toast that opens the right chat, and counts in the title', async ({
  page,
  request,
}) => {
  const [member, sender] = await Promise.all([
    createMember(request, { prefix: 'Realtime' }),
    createMember(request, { prefix: 'Ecrit', premium: true, sex: 1, lookingFor: 2 }),
  ])
  const { login } = member
  await seedStoredLogin(page, login)
  await page.goto('/app/search')
  await expect(page.getByRole('banner').getByRole('status').filter({ hasText: 'Connecté' })).toBeVisible()

  await sendMessageAs(request, sender, member, 'Coucou, on se voit ce soir ?')
  const toast = page
    .getByRole('status')
    .filter({ hasText: 'Coucou, on se voit ce soir ?' })
    .or(
      page
        .locator('[data-scope="toast"][data-part="root"]')
        .filter({ hasText: 'Coucou, on se voit ce soir ?' }),
    )
  await expect(toast.first()).toBeVisible()
  await expect(page).toHaveTitle(/^\(1\) /)

  await toast.first().getByRole('button', { name: 'Voir' }).click()
  await expect(page).toHaveURL(/\/app\/chat\/[a-z0-9-]+-\d+$/)
  // The chat is named after the sender: their nickname's slug, a hyphen, their id.
  expect(page.url()).toMatch(new RegExp(`-${sender.id}$`))
  await expect(page).not.toHaveTitle(/^\(1\) /)
})
