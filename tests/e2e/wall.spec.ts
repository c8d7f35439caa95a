/**
 * Issue 7.6 end to end: the member's home (welcome, shortcuts, recent activity), the wall's buckets
 * with the feed beside them, the feed's kinds and texts (a visit shows up as 'a visité votre
 * profil'), and its empty and failure states ('Aucune activité récente.', retry).
 */
import { memberCard } from './models/discovery.model'
import { seedStoredLogin } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { createMember, visitAs } from './support/members'
import { expect, test } from './support/test'

/** Section 3's five kinds, as the French feed words them. */
const ACTIVITY_TEXT =
  /^.+ (a visité votre profil|fête son anniversaire|est en ligne|a mis à jour son profil|a ajouté des photos)$/

test('the home page welcomes the member, links to the main places, and shows the recent activity', async ({
  page,
  signIn,
}) => {
  await signIn('premium')
  await page.goto('/app')
  await expect(page.getByRole('heading', { level: 1, name: 'Accueil' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Bonjour Juliette75 !' })).toBeVisible()
  const shortcuts = page.getByRole('navigation', { name: 'Raccourcis' })
  for (const [name, href] of [
    [/Rechercher/, '/app/search'],
    [/Swiper/, '/app/swipe'],
    [/Messages/, '/app/chat'],
    [/Voter/, '/app/vote'],
  ] as const) {
    await expect(shortcuts.getByRole('link', { name })).toHaveAttribute('href', href)
  }
  const feed = page.getByRole('complementary', { name: 'Activité récente' })
  await expect(feed.getByRole('listitem').first()).toBeVisible()
  const texts = await feed.getByRole('link').allTextContents()
  expect(texts.length).toBeGreaterThan(0)
  expect(texts.length).toBeLessThanOrEqual(8)
  for (const text of texts) expect(text).toMatch(ACTIVITY_TEXT)
  await expectNoSeriousA11yViolations(page)

  await shortcuts.getByRole('link', { name: /Swiper/ }).click()
  await expect(page).toHaveURL(/\/app\/swipe$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Swipe' })).toBeVisible()
})

test('the wall shows its buckets of members, each opening the profile, and the feed beside them', async ({
  page,
  signIn,
}) => {
  await signIn('premium')
  await page.goto('/app/wall')
  await expect(page.getByRole('heading', { level: 1, name: "Mur d'activité" })).toBeVisible()
  const visited = page.getByRole('region', { name: 'Ils ont visité votre profil' })
  await expect(visited.getByRole('listitem').first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'En ligne en ce moment' })).toBeVisible()
  const feed = page.getByRole('complementary', { name: 'Activité récente' })
  await expect(feed.getByRole('listitem').first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  const firstLink = visited.getByRole('listitem').first().getByRole('link').first()
  const nickname = (await firstLink.textContent()) ?? ''
  const href = (await firstLink.getAttribute('href')) ?? ''
  expect(href).toMatch(/^\/app\/users\/[a-z0-9-]+-\d+$/)
  await memberCard(visited, nickname).first().click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
})

test('a visit shows in the feed of the member visited, as section 3 words it', async ({ page, request }) => {
  const [me, visitor] = await Promise.all([
    createMember(request, { prefix: 'wall_visit' }),
    createMember(request, { prefix: 'wall_visitor', sex: 1, lookingFor: 2 }),
  ])
  await visitAs(request, visitor, me)
  await seedStoredLogin(page, me.login)
  await page.goto('/app/wall')
  const feed = page.getByRole('complementary', { name: 'Activité récente' })
  const visitLink = feed.getByRole('link', { name: /a visité votre profil$/ })
  await expect(visitLink).toHaveCount(1)
  await expect(visitLink).toHaveAttribute('href', new RegExp(`-${visitor.id}$`))
  // The visitor is in the wall's visits bucket too.
  const visited = page.getByRole('region', { name: 'Ils ont visité votre profil' })
  await expect(visited.getByRole('listitem')).toHaveCount(1)
})

test("an empty feed says 'Aucune activité récente.'; a failed one offers to try again", async ({
  page,
  signIn,
}) => {
  await signIn('free')
  let failures = 1
  // Only this page's calls are answered here: the mock server stays untouched for other tests.
  await page.route('**/ajax_api/getActivities*', async (route) => {
    if (failures > 0) {
      failures -= 1
      await route.fulfill({ status: 500, body: 'Erreur serveur' })
    } else {
      await route.fulfill({ json: { result: [] } })
    }
  })
  await page.goto('/app')
  const feed = page.getByRole('complementary', { name: 'Activité récente' })
  await expect(feed.getByRole('alert')).toContainText('Impossible de charger cette liste.')
  await feed.getByRole('button', { name: 'Réessayer' }).click()
  await expect(feed.getByText('Aucune activité récente.')).toBeVisible()
  await expect(feed.getByRole('alert')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
})

test.describe('in dark mode', () => {
  test.use({ colorScheme: 'dark' })

  test('the home, wall and swipe pages pass axe', async ({ page, signIn }) => {
    test.slow()
    await signIn('premium')
    for (const [path, heading] of [
      ['/app', 'Accueil'],
      ['/app/wall', "Mur d'activité"],
      ['/app/swipe', 'Swipe'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.getByText('Chargement...')).toHaveCount(0)
      await expectNoSeriousA11yViolations(page)
    }
  })
})
