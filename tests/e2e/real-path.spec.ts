/**
 * Another member's actions reaching member A (issue 22 point 4): the second member acts through the
 * API with their own session (support/members.ts), so the server records the action and pushes it the
 * way it does in production. Member A watches the app; each page is opened by its address and by a
 * click (the toast's 'Voir', a tab), at the phone and the desktop sizes. The specs named below were
 * first written with the mock's event control standing in for that member; they act through the API
 * too now, and this file keeps the opening of each page by address and by click at both sizes.
 *
 * Twins: wall.spec (visit in the feed), realtime.spec (visit toast; message toast and its 'Voir'),
 * swipe.spec (a like, a match), pwa.spec (the app icon badge), chat.spec's album request answered,
 * widget.spec (a reply counted on the launcher of a partner's page: "the partner widget" below).
 * chat-notices.spec's message in the open conversation has its twin in open-conversation.spec.
 */
import type { Page } from '@playwright/test'
import { buildUserSlug } from '../../src/lib/slug'
import { ConversationPage } from './models/chat.model'
import { memberCard } from './models/discovery.model'
import { WidgetModel } from './models/widget.model'
import { seedStoredLogin } from './support/auth'
import { recordAppBadge } from './support/badge'
import { t } from './support/locales'
import {
  createMember,
  likeAs,
  requestAlbumAs,
  sendMessageAs,
  type TestMember,
  visitAs,
  voteAs,
} from './support/members'
import { PARTNER_URL } from './support/partner'
import { expect, test } from './support/test'

const toastWith = (page: Page, text: string) =>
  page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text })
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ })
const profilePath = (member: TestMember) => `/app/users/${buildUserSlug(member.nickname, member.id)}`

/** A opens `path` by its address and waits for the socket: what B does next is pushed live. */
async function openLive(page: Page, member: TestMember, path = '/app/search'): Promise<void> {
  await seedStoredLogin(page, member.login)
  await page.goto(path)
  await expect(page.getByRole('banner').getByRole('status').filter({ hasText: 'Connecté' })).toBeVisible({
    timeout: 10_000,
  })
}

for (const size of [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
]) {
  test.describe(`at the ${size.name} size`, () => {
    test.use({ viewport: size.viewport })

    test('a visit through the API: one toast, the bell, the visitor in /app/account/visitors and on the wall', async ({
      page,
      request,
    }) => {
      const [me, visitor] = await Promise.all([
        createMember(request, { sex: 2, lookingFor: 1, prefix: 'Visitee' }),
        createMember(request, { sex: 1, prefix: 'Visitor' }),
      ])
      await openLive(page, me)

      await visitAs(request, visitor, me)
      const toast = toastWith(page, `${visitor.nickname} a visité votre profil`)
      await expect(toast).toHaveCount(1)
      await expect(toast).toContainText('Nouvelle visite')
      await expect(bell(page)).toHaveAccessibleName('Notifications, 1 non lue')

      // By a click: the toast's 'Voir' opens the visitor's profile.
      await toast.getByRole('button', { name: 'Voir' }).click()
      await expect(page).toHaveURL(new RegExp(`${profilePath(visitor)}$`))

      // By its address: the visitors page lists them, once.
      await page.goto('/app/account/visitors')
      const panel = page.getByRole('tabpanel')
      await expect(memberCard(panel, visitor.nickname)).toHaveCount(1)
      await expect(panel.getByRole('listitem')).toHaveCount(1)

      // The wall's feed says it as section 3 words it, linking to the visitor.
      await page.goto('/app/wall')
      const feed = page.getByRole('complementary', { name: 'Activité récente' })
      const visitLink = feed.getByRole('link', { name: /a visité votre profil$/ })
      await expect(visitLink).toHaveCount(1)
      await expect(visitLink).toHaveAttribute('href', new RegExp(`-${visitor.id}$`))
      const visited = page.getByRole('region', { name: 'Ils ont visité votre profil' })
      await expect(visited.getByRole('listitem')).toHaveCount(1)
    })

    test('a vote through the API: one toast, and the voter in the Votes tab, by address and by click', async ({
      page,
      request,
    }) => {
      const [me, voter] = await Promise.all([
        createMember(request, { sex: 2, lookingFor: 1, prefix: 'Voted', publicPhotos: 1 }),
        createMember(request, { sex: 1, prefix: 'Voter' }),
      ])
      await openLive(page, me)

      await voteAs(request, voter, me, 4)
      const toast = toastWith(page, `${voter.nickname} a voté pour votre photo`)
      await expect(toast).toHaveCount(1)
      await expect(toast).toContainText('Nouveau vote')
      await expect(bell(page)).toHaveAccessibleName('Notifications, 1 non lue')

      // By a click: the visitors page, then its Votes tab.
      await page.goto('/app/account/visitors')
      await page.getByRole('tab', { name: 'Votes' }).click()
      await expect(page).toHaveURL(/\/app\/account\/visitors\?tab=votes$/)
      const panel = page.getByRole('tabpanel')
      await expect(memberCard(panel, voter.nickname)).toHaveCount(1)

      // By its address: the same tab, the same voter.
      await page.goto('/app/account/visitors?tab=votes')
      await expect(page.getByRole('tab', { name: 'Votes' })).toHaveAttribute('aria-selected', 'true')
      await expect(memberCard(page.getByRole('tabpanel'), voter.nickname)).toHaveCount(1)
      await expect(page.getByRole('tabpanel').getByText(/^Vote le /)).toHaveCount(1)
    })

    test('a like, then a match, through the API: the toasts as the app words them, the match in /app/matches', async ({
      page,
      request,
    }) => {
      const [me, admirer, partner] = await Promise.all([
        createMember(request, { sex: 2, lookingFor: 1, prefix: 'Liked' }),
        createMember(request, { sex: 1, lookingFor: 2, prefix: 'Admirer' }),
        createMember(request, { sex: 1, lookingFor: 2, prefix: 'Partner' }),
      ])
      await openLive(page, me)

      // A like not yet answered.
      await likeAs(request, admirer, me)
      const like = toastWith(page, `${admirer.nickname} vous aime`)
      await expect(like).toHaveCount(1)
      await expect(like).toContainText('Nouveau coup de cœur')
      await expect(bell(page)).toHaveAccessibleName('Notifications, 1 non lue')

      // A already liked the partner (A's own session); the partner's like back is a match.
      await likeAs(request, me, partner)
      await likeAs(request, partner, me)
      const match = toastWith(page, `C'est un match avec ${partner.nickname} !`)
      await expect(match).toHaveCount(1)
      await expect(match).toContainText('Nouveau match')
      await expect(toastWith(page, `${partner.nickname} vous aime`)).toHaveCount(0)

      // By a click: 'Voir' opens the partner's profile.
      await match.getByRole('button', { name: 'Voir' }).click()
      await expect(page).toHaveURL(new RegExp(`${profilePath(partner)}$`))

      // By its address: /app/matches lists the partner, not the admirer.
      await page.goto('/app/matches')
      await expect(page.getByRole('heading', { level: 1, name: 'Mes matchs' })).toBeVisible()
      await expect(memberCard(page, partner.nickname)).toBeVisible()
      await expect(memberCard(page, admirer.nickname)).toHaveCount(0)
    })

    test('an album request through the API: one toast, and A answers it in the chat, by click and by address', async ({
      page,
      request,
    }) => {
      const [me, asker] = await Promise.all([
        createMember(request, { sex: 2, lookingFor: 1, prefix: 'Owner', privatePhotos: 2 }),
        createMember(request, { sex: 1, premium: true, prefix: 'Asker' }),
      ])
      await openLive(page, me)

      await requestAlbumAs(request, asker, me)
      const toast = toastWith(page, `${asker.nickname} souhaite voir votre album privé`)
      await expect(toast).toHaveCount(1)
      await expect(toast).toContainText("Demande d'accès à votre album")

      // By a click: 'Voir' opens the chat with the asker, where the answer bar waits.
      await toast.getByRole('button', { name: 'Voir' }).click()
      await expect(page).toHaveURL(new RegExp(`${ConversationPage.path(asker)}$`))
      const chat = new ConversationPage(page, asker)
      await expect(chat.answerBar).toContainText(`${asker.nickname} souhaite voir votre album privé.`)

      // By its address (a reload, a shared link): the request is still there to answer.
      await page.reload()
      await expect(chat.answerBar).toContainText(`${asker.nickname} souhaite voir votre album privé.`)
      await chat.answerBar.getByRole('button', { name: 'Accepter' }).click()
      await expect(chat.answerBar).toBeHidden()
      await expect(
        chat.history.getByText(`Vous avez donné accès à votre album privé à ${asker.nickname}`),
      ).toBeVisible()
    })

    test("a message through the API: A elsewhere gets one toast, the title and the badge count it, 'Voir' opens the conversation with it", async ({
      page,
      request,
    }) => {
      const badgeCalls = await recordAppBadge(page)
      const [me, writer] = await Promise.all([
        createMember(request, { sex: 2, lookingFor: 1, prefix: 'Reader' }),
        createMember(request, { sex: 1, premium: true, prefix: 'Writer' }),
      ])
      await openLive(page, me, '/app/account/settings')
      expect(await badgeCalls()).not.toContain('set 1')

      const text = 'Coucou, on se voit ce soir ?'
      await sendMessageAs(request, writer, me, text)
      const toast = toastWith(page, text)
      await expect(toast).toHaveCount(1)
      await expect(toast).toContainText(`Nouveau message de ${writer.nickname}`)
      await expect(page).toHaveTitle(/^\(1\) /)
      await expect(bell(page)).toHaveAccessibleName('Notifications, 1 non lue')
      await expect.poll(badgeCalls).toContain('set 1')

      // By a click: 'Voir' opens the conversation named after the writer, with the message in it.
      await toast.getByRole('button', { name: 'Voir' }).click()
      await expect(page).toHaveURL(new RegExp(`${ConversationPage.path(writer)}$`))
      const chat = new ConversationPage(page, writer)
      await expect(chat.message(text)).toBeVisible()
      await expect(page).not.toHaveTitle(/^\(\d+\) /)
      await expect.poll(async () => (await badgeCalls()).at(-1)).toBe('clear')

      // By its address: the same conversation, the message read, nothing counted again.
      await chat.open()
      await expect(chat.message(text)).toHaveCount(1)
      await expect(bell(page)).toHaveAccessibleName('Notifications, aucune non lue')
      await expect(page).not.toHaveTitle(/^\(\d+\) /)
    })
  })
}

/**
 * The widget on a partner's page (twin of widget.spec's reply, at both sizes): the
 * member is logged in inside the widget, the contact writes through the API; the launcher and the
 * page's callback count it, and the panel shows it. The partner pages are playwright.config.ts's
 * 'partner' web server.
 */
test.describe('the partner widget', () => {
  for (const size of [
    { name: 'phone', viewport: { width: 390, height: 844 } },
    { name: 'desktop', viewport: { width: 1280, height: 900 } },
  ]) {
    test(`at the ${size.name} size: a message through the API counts on the closed launcher and shows in the panel`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(size.viewport)
      const [member, contact] = await Promise.all([
        createMember(request, { prefix: 'WidgetReader' }),
        createMember(request, { sex: 1, premium: true, prefix: 'WidgetWriter' }),
      ])
      const authed = page.waitForEvent('websocket').then((socket) =>
        socket.waitForEvent('framereceived', {
          predicate: (frame) => String(frame.payload).includes('auth_ok'),
          timeout: 20_000,
        }),
      )
      await page.goto(`${PARTNER_URL}/hostile.html`)
      const widget = new WidgetModel(page)
      await widget.ready()
      await expect(page.locator('#partner-unread')).toHaveText('0')

      // The member logs in inside the widget, on the chat with the contact, and its socket is up.
      const panel = await widget.logInOnChat(member, contact)
      await authed

      await panel.getByRole('button', { name: t('widget:panel.close') }).click()
      await expect(panel).toBeHidden()
      await sendMessageAs(request, contact, member, 'Avec plaisir !')
      await expect(widget.launcher()).toHaveAccessibleName(
        `${t('widget:launcher.open')} (${t('widget:launcher.unread_one').replace('{{count}}', '1')})`,
      )
      await expect(page.locator('#partner-unread')).toHaveText('1')
      await widget.launcher().click()
      await expect(panel.getByText('Avec plaisir !', { exact: true })).toHaveCount(1)
      await expect(page.locator('#partner-unread')).toHaveText('0')
    })
  }
})
