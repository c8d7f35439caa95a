/**
 * The app shell on a phone, a tablet and a laptop (issue 14): each core page's main action is on the
 * first screen without scrolling, no header or navigation label is cut at any width from 320 to
 * 1920 px, nothing overflows sideways, and the phone shell (top bar, tab bar, member menu, the
 * conversation's sheet) passes axe and IBM Equal Access (support/a11y.ts) as the wide one does.
 */
import { ShellLayout } from './models/shell-layout.model'
import { VotePage } from './models/vote.model'
import { expectNoA11yViolations } from './support/a11y'
import { expect, test } from './support/test'

const SIZES = [
  { width: 390, height: 844, name: 'phone' },
  { width: 768, height: 1024, name: 'tablet' },
  { width: 1366, height: 768, name: 'laptop' },
] as const

const WIDTHS = [320, 390, 768, 1024, 1366, 1920] as const

/** Waits for the page's h1 and for the app to have run. */
async function open(page: import('@playwright/test').Page, path: string): Promise<void> {
  await page.goto(path)
  await expect(page.locator('html[data-app-ready]')).toBeAttached()
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached()
}

for (const size of SIZES) {
  test(`${size.name} ${size.width}x${size.height}: every core page's main action is on the first screen`, async ({
    page,
    signIn,
  }) => {
    test.setTimeout(60_000)
    await page.setViewportSize(size)
    await signIn('premium')
    const layout = new ShellLayout(page)

    await open(page, '/app/swipe')
    await layout.expectOnFirstScreen(page.getByRole('button', { name: /^J'aime / }), 'swipe: J’aime')
    await layout.expectOnFirstScreen(page.getByRole('button', { name: /^Passer / }), 'swipe: Passer')
    await layout.expectNoSidewaysOverflow('swipe')

    await open(page, '/app/search/result')
    const results = page.getByRole('list', { name: 'Membres trouvés' })
    await layout.expectOnFirstScreen(results.getByRole('listitem').first(), 'search: the first result')
    await layout.expectNoSidewaysOverflow('search results')

    await open(page, '/app/account/photos')
    const addTile = page
      .getByRole('list', { name: 'Mes photos' })
      .getByRole('button', { name: 'Ajouter une photo' })
    await layout.expectOnFirstScreen(addTile, 'photos: the add tile')
    await layout.expectNoSidewaysOverflow('photos')

    const vote = new VotePage(page)
    await vote.goto()
    await layout.expectAboveTabBar(vote.stars, 'vote: the stars')
    await layout.expectNoSidewaysOverflow('vote')

    await open(page, '/app/chat')
    const firstRow = page.getByRole('main').getByRole('tabpanel').getByRole('listitem').first()
    await layout.expectOnFirstScreen(firstRow, 'chat: the first conversation')
    await layout.expectNoSidewaysOverflow('chat list')

    await firstRow.getByRole('link').first().click()
    const composer = page.getByRole('textbox', { name: /^Votre message à / })
    await layout.expectOnFirstScreen(composer, 'conversation: the composer')
    await layout.expectOnFirstScreen(
      page.getByRole('button', { name: 'Envoyer', exact: true }),
      'conversation: Envoyer',
    )
    await layout.expectNoSidewaysOverflow('conversation')

    // The contact's profile, from the conversation's header: its message button.
    await page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link').first().click()
    await expect(page).toHaveURL(/\/app\/users\//)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const message = page
      .getByRole('group', { name: 'Actions' })
      .getByRole('link', { name: 'Envoyer un message' })
    await layout.expectOnFirstScreen(message, 'profile: Envoyer un message')
    await layout.expectNoSidewaysOverflow('profile')
  })
}

for (const size of [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
]) {
  test(`vote at ${size.width}x${size.height}: the stars are on the first screen, above the tab bar`, async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize(size)
    await signIn('premium')
    const vote = new VotePage(page)
    await vote.goto()
    await new ShellLayout(page).expectAboveTabBar(vote.stars, 'vote: the stars')
  })
}

test.describe('no header or navigation label is cut', () => {
  for (const width of WIDTHS) {
    test(`at ${width} px, for a member and a visitor`, async ({ page, signIn }) => {
      await page.setViewportSize({ width, height: 800 })
      const layout = new ShellLayout(page)
      await open(page, '/app/register')
      expect(await layout.cutLabels(), 'visitor, /app/register').toEqual([])
      await layout.expectNoSidewaysOverflow('visitor, /app/register')

      // Then as a member, in the same tab: the stored login is seeded for the next navigation.
      await signIn('premium')
      for (const path of ['/app/search', '/app/account/edit-profile', '/app/chat']) {
        await open(page, path)
        // The connection status arrives with the realtime side: wait for it to be part of the check.
        await expect(page.getByRole('banner').getByRole('status')).toBeAttached()
        expect(await layout.cutLabels(), `member, ${path}`).toEqual([])
        await layout.expectNoSidewaysOverflow(`member, ${path}`)
      }
    })
  }
})

test.describe('the phone shell', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a top bar, a tab bar with the five destinations, the member menu', async ({ page, signIn }) => {
    await signIn('premium')
    await open(page, '/app/search')
    const tabs = page.getByRole('navigation', { name: 'Navigation principale' })
    // The demo member's unread messages (the server's count) show on the Messages tab, in words too.
    await expect(tabs.getByRole('link')).toHaveText([
      'Recherche',
      'Swipe',
      /^(\d+Messages\d+ messages? non lus?|Messages)$/,
      'Votes',
      'Compte',
    ])
    await expect(tabs.getByRole('link', { name: 'Recherche' })).toHaveAttribute('aria-current', 'page')
    for (const box of await tabs
      .getByRole('link')
      .evaluateAll((links) => links.map((l) => l.getBoundingClientRect().height)))
      expect(box, 'a tab is a 44 px touch target at least').toBeGreaterThanOrEqual(44)
    // The tab bar sits at the bottom of the screen.
    const bar = await tabs.boundingBox()
    expect(Math.round((bar?.y ?? 0) + (bar?.height ?? 0))).toBe(844)
    // 'Membres en ligne' is not on phones.
    await expect(page.getByRole('heading', { name: 'Membres en ligne' })).toHaveCount(0)
    await expectNoA11yViolations(page)

    await page.getByRole('button', { name: 'Menu du compte' }).click()
    const menu = page.getByRole('menu')
    await expect(menu.getByRole('menuitem', { name: 'Mes photos' })).toBeVisible()
    await expect(menu.getByRole('menuitemradio', { name: 'Français' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    await expectNoA11yViolations(page)
    await menu.getByRole('menuitemradio', { name: 'English' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.keyboard.press('Escape')
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Account' }),
    ).toBeVisible()
  })

  test('a sub-page has a back arrow; the conversation’s side panel is a sheet', async ({ page, signIn }) => {
    await signIn('premium')
    await open(page, '/app/chat')
    await page
      .getByRole('main')
      .getByRole('tabpanel')
      .getByRole('listitem')
      .first()
      .getByRole('link')
      .first()
      .click()
    await expect(page.getByRole('textbox', { name: /^Votre message à / })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Retour' })).toBeVisible()
    // The side column is not on the page: a button opens it as a sheet.
    await expect(page.getByRole('complementary', { name: /^À propos de / })).toBeHidden()
    await page.getByRole('button', { name: /^Actions et album de / }).click()
    const sheet = page.getByRole('dialog', { name: /^À propos de / })
    await expect(sheet.getByRole('heading', { name: 'Actions' })).toBeVisible()
    await expectNoA11yViolations(page)
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
    await page.getByRole('banner').getByRole('button', { name: 'Retour' }).click()
    await expect(page).toHaveURL('/app/chat')
  })
})

test.describe('the wide shell', () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  test('one header row; the conversation list beside the conversation; the member menu', async ({
    page,
    signIn,
  }) => {
    await signIn('premium')
    await open(page, '/app/chat')
    await page
      .getByRole('main')
      .getByRole('tabpanel')
      .getByRole('listitem')
      .first()
      .getByRole('link')
      .first()
      .click()
    await expect(page.getByRole('textbox', { name: /^Votre message à / })).toBeVisible()
    // From 1024 px the list stands beside the open conversation, and from 1280 px the side column.
    await expect(page.getByRole('main').getByRole('tab', { name: /Conversations/ })).toBeVisible()
    await expect(page.getByRole('complementary', { name: /^À propos de / })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Retour' })).toBeHidden()
    await expectNoA11yViolations(page)

    await page.getByRole('button', { name: 'Menu du compte' }).click()
    await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Déconnexion' })).toBeVisible()
    await expectNoA11yViolations(page)
  })

  test('the open conversation is the current page in the list beside it, in light and dark', async ({
    page,
    signIn,
  }) => {
    await signIn('premium')
    await open(page, '/app/chat')
    const rows = page.getByRole('main').getByRole('tabpanel').getByRole('listitem')
    const firstId = await rows.nth(0).getAttribute('data-contact-id')
    const secondId = await rows.nth(1).getAttribute('data-contact-id')
    const chatLink = (id: string | null) => page.locator(`li[data-contact-id="${id}"] a[href^="/app/chat/"]`)
    await chatLink(firstId).click()
    await expect(page.getByRole('textbox', { name: /^Votre message à / })).toBeVisible()

    const current = page.getByRole('main').locator('a[aria-current="page"]')
    await expect(current).toHaveCount(1)
    await expect(chatLink(firstId)).toHaveAttribute('aria-current', 'page')
    // Each row's own background, with neither the pointer over it nor the focus in it (both tint it).
    const background = async (id: string | null) => {
      await page.mouse.move(0, 0)
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
      return page
        .locator(`li[data-contact-id="${id}"]`)
        .evaluate((row) => getComputedStyle(row).backgroundColor)
    }
    expect(await background(firstId)).not.toBe(await background(secondId))
    await expectNoA11yViolations(page)

    // Another conversation opened from the list: the mark follows it.
    await chatLink(secondId).click()
    await expect(chatLink(secondId)).toHaveAttribute('aria-current', 'page')
    await expect(chatLink(firstId)).not.toHaveAttribute('aria-current', 'page')
    await expect(current).toHaveCount(1)
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(page.locator('html.dark')).toBeAttached()
    expect(await background(secondId)).not.toBe(await background(firstId))
    await expectNoA11yViolations(page)
  })
})
