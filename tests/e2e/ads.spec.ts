/**
 * Ad slots end to end (spec section 3, ARCHITECTURE.md): an ad is raw third-party HTML, shown only in
 * a frame sandboxed with scripts but never the same origin. A hostile ad, served to a fresh member
 * through the mock's ads control, tries to read our storage, reach into its parent's DOM and navigate
 * the top window; it reports what happened by postMessage, and the page checks that all three failed
 * and that its URL, storage and DOM are untouched. Then each page that holds placements shows the
 * seed's ads to a free member, every one in its sandbox, and still passes axe; a subscriber, for whom
 * the seed has none, gets no trace of them.
 */
import type { Locator, Page } from '@playwright/test'
import { AccountModel } from './models/account.model'
import { ConversationPage } from './models/chat.model'
import { PhotosPage } from './models/photos.model'
import { ProfilePage, userSlug } from './models/profile.model'
import { SearchPage } from './models/search.model'
import { seedStoredLogin } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { createMember } from './support/members'
import { mockControl } from './support/mock'
import { expect, test } from './support/test'

const HOSTILE_AD = `<p style="font-family:Arial;margin:8px">Gagnez un iPhone !</p>
<script>
  var r = { type: 'hostile.report' };
  try { localStorage.setItem('hacked', '1'); r.storage = 'read:' + localStorage.getItem('auth') }
  catch (e) { r.storage = 'blocked:' + e.name }
  try { var d = window.parent.document; d.body.setAttribute('data-hacked', '1'); r.parent = 'reached' }
  catch (e) { r.parent = 'blocked:' + e.name }
  try { window.top.location.href = 'https://phishing.example/login'; r.navigate = 'no error' }
  catch (e) { r.navigate = 'blocked:' + e.name }
  try { window.open('https://phishing.example/login', '_top'); r.openTop = 'no error' }
  catch (e) { r.openTop = 'blocked:' + e.name }
  parent.postMessage(r, '*');
</script>`

interface HostileReport {
  type: 'hostile.report'
  storage: string
  parent: string
  navigate: string
  openTop: string
}

/** Keeps every 'hostile.report' the top page receives (the ad's only way to tell what it managed). */
async function collectReports(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (window.top !== window) return
    const reports: unknown[] = []
    ;(window as unknown as { __adReports: unknown[] }).__adReports = reports
    window.addEventListener('message', (event) => {
      const data = event.data as { type?: string } | null
      if (data?.type === 'hostile.report') reports.push(data)
    })
  })
}

const reportsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __adReports: HostileReport[] }).__adReports)

const storageOf = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.entries({ ...localStorage }).sort()))

test('a hostile ad can neither read our storage, reach its parent nor navigate the top window', async ({
  page,
  request,
}) => {
  // A free member: ads are for them (the seed's slots skip subscribers).
  const member = await createMember(request, { prefix: 'Ads' })
  await mockControl(request, 'ads', { member_id: member.id, group: 'ad_account', script: HOSTILE_AD })
  await collectReports(page)
  const navigations: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url())
  })
  await seedStoredLogin(page, member.login)
  const photos = new PhotosPage(page)
  await photos.goto()
  const url = page.url()

  const ad = page.getByRole('figure', { name: 'Publicité' })
  await expect(ad).toBeVisible()
  const frame = ad.locator('iframe')
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-popups')
  expect(await frame.getAttribute('sandbox')).not.toContain('allow-same-origin')
  await expect(frame).toHaveAttribute('title', 'Publicité d’un annonceur')
  await expect(page.frameLocator('figure iframe').getByText('Gagnez un iPhone !')).toBeVisible()

  await expect.poll(() => reportsOf(page)).toHaveLength(1)
  const [report] = await reportsOf(page)
  expect(report?.storage).toBe('blocked:SecurityError')
  expect(report?.parent).toBe('blocked:SecurityError')
  // A blocked top navigation may throw or be dropped silently: either way the page must stay put.
  expect(report?.navigate).toMatch(/^(blocked:SecurityError|no error)$/)
  expect(report?.openTop).toMatch(/^(blocked:\w+|no error)$/)

  await page.waitForTimeout(1000)
  expect(page.url()).toBe(url)
  expect(navigations.filter((n) => n !== url)).toEqual([])
  const storage = await storageOf(page)
  expect(storage.hacked).toBeUndefined()
  expect(JSON.parse(storage.auth ?? '{}')).toMatchObject({ user_id: member.id })
  await expect(page.locator('body')).not.toHaveAttribute('data-hacked', /.*/)
  await expect(page.getByRole('heading', { level: 1, name: 'Mes photos' })).toBeVisible()

  await expectNoSeriousA11yViolations(page)
})

test("the seed's account slot shows to a free member, in its sandbox; axe passes", async ({
  page,
  request,
}) => {
  const member = await createMember(request, { prefix: 'AdsFree' })
  await seedStoredLogin(page, member.login)
  await new PhotosPage(page).goto()
  const ad = page.getByRole('figure', { name: 'Publicité' })
  await expect(ad).toBeVisible()
  await expect(ad.locator('iframe')).toHaveAttribute('sandbox', 'allow-scripts allow-popups')
  await expect(page.frameLocator('figure iframe').getByText('Passez Premium')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('a subscriber does not see the slots meant for free members', async ({ page, request }) => {
  const member = await createMember(request, { prefix: 'AdsPremium', premium: true })
  await seedStoredLogin(page, member.login)
  const ads = page.waitForResponse((response) => response.url().includes('/index_api/get_pubs_infos'))
  await new PhotosPage(page).goto()
  expect((await ads).ok()).toBe(true)
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('figure', { name: 'Publicité' })).toHaveCount(0)
})

/** The seed's banners name their placement: 'emplacement « Centre »' (mock-server/seed/content.ts). */
const placementText = (label: string) => `emplacement « ${label} »`

/** Every ad figure in `scope`: its frame runs scripts but never in our origin. */
async function expectSandboxedAds(scope: Locator, count: number): Promise<void> {
  const ads = scope.getByRole('figure', { name: 'Publicité' })
  await expect(ads).toHaveCount(count)
  for (const frame of await ads.locator('iframe').all()) {
    const sandbox = ((await frame.getAttribute('sandbox')) ?? '').split(/\s+/)
    expect(sandbox).toContain('allow-scripts')
    expect(sandbox).not.toContain('allow-same-origin')
    await expect(frame).toHaveAttribute('title', 'Publicité d’un annonceur')
  }
}

/** The frame of the ad in `scope` shows the seed's banner of that placement. */
const expectPlacement = (scope: Locator, label: string) =>
  expect(scope.locator('iframe').contentFrame().getByText(placementText(label))).toBeVisible()

const RESULTS = '/app/search/result?sex=2&age_from=18&age_to=99&is_photo=1'

test('search results: the center ad among the results, the afterSearch one under them @smoke', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { prefix: 'AdsSearch' })
  await seedStoredLogin(page, member.login)
  const search = new SearchPage(page)
  await search.goto(RESULTS)
  expect(await search.nicknames()).toHaveLength(12)

  const main = page.getByRole('main')
  await expectSandboxedAds(main, 2)
  // The center ad is an item of the list, after the first half of the page.
  const center = search.results.getByRole('figure', { name: 'Publicité' })
  await expectPlacement(center, 'Centre')
  const items = search.results.locator('> li')
  await expect(items).toHaveCount(13)
  await expect(items.nth(6)).toContainText('Publicité')
  await expectPlacement(main.getByRole('figure', { name: 'Publicité' }).last(), 'Après la recherche')

  // The next page keeps both ads where they were.
  await search.pageLink('next').click()
  await expect(search.resultsHeading).toHaveText(/page 2 sur/)
  await expectSandboxedAds(main, 2)

  await expectNoSeriousA11yViolations(page)
})

test('search results: a subscriber gets no ad and no empty place for one', async ({ page, request }) => {
  const member = await createMember(request, { prefix: 'AdsSearchPremium', premium: true })
  await seedStoredLogin(page, member.login)
  const ads = page.waitForResponse((response) => response.url().includes('/index_api/get_pubs_infos'))
  const search = new SearchPage(page)
  await search.goto(RESULTS)
  expect((await ads).ok()).toBe(true)
  expect(await search.nicknames()).toHaveLength(12)
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('figure', { name: 'Publicité' })).toHaveCount(0)
  // The center's place holds no item at all, hidden or not.
  await expect(search.results.locator('> li:visible')).toHaveCount(12)
  await expect(page.locator('iframe')).toHaveCount(0)
})

test('the promotion page shows its two ads under the offer', async ({ page, request }) => {
  const member = await createMember(request, { prefix: 'AdsPromo' })
  await seedStoredLogin(page, member.login)
  await page.goto('/app/promotion')
  await expect(page.getByRole('heading', { level: 1, name: 'Devenir Premium' })).toBeVisible()
  const main = page.getByRole('main')
  await expectSandboxedAds(main, 2)
  const ads = main.getByRole('figure', { name: 'Publicité' })
  await expectPlacement(ads.first(), 'Page promotion')
  await expectPlacement(ads.last(), 'Page promotion 2')
  await expectNoSeriousA11yViolations(page)
})

test("a member's profile: profileContact under the contact actions, profile under the profile", async ({
  page,
  request,
}) => {
  const target = await createMember(request, { prefix: 'AdsTarget', sex: 2 })
  const member = await createMember(request, { prefix: 'AdsViewer', sex: 1 })
  await seedStoredLogin(page, member.login)
  const profile = new ProfilePage(page)
  await profile.goto(userSlug(target.nickname, target.id))
  await expect(profile.memberName(target.nickname)).toBeVisible()
  await expectSandboxedAds(profile.main, 2)
  // profileContact comes right after the actions' group; profile is the last ad of the page.
  const afterActions = profile.actions.locator('xpath=following-sibling::*[1]')
  await expect(afterActions).toHaveRole('figure')
  await expectPlacement(afterActions, 'Contact du profil')
  await expectPlacement(profile.main.getByRole('figure', { name: 'Publicité' }).last(), 'Profil')
  await expectNoSeriousA11yViolations(page)

  // From there, the conversation: the chatRight ad in the side column.
  await profile.actions.getByRole('link', { name: 'Envoyer un message' }).click()
  const chat = new ConversationPage(page, target)
  await expect(chat.composer).toBeVisible()
  await expectSandboxedAds(page.getByRole('main'), 1)
  await expectPlacement(page.getByRole('main').getByRole('figure', { name: 'Publicité' }), 'Chat (droite)')
})

test('the delete-account dialog shows its ad under the form', async ({ page, request }) => {
  const free = await createMember(request, { prefix: 'AdsDelete' })
  await seedStoredLogin(page, free.login)
  const account = new AccountModel(page)
  await account.openSettings()
  await account.deleteButton.click()
  const deleteDialog = account.deleteDialog()
  await expect(deleteDialog).toBeVisible()
  await expectSandboxedAds(deleteDialog, 1)
  await expectPlacement(deleteDialog, 'Page suppression')
  await expectNoSeriousA11yViolations(page)
})

test('the unsubscribe dialog shows its subscribers-only ad', async ({ page, request }) => {
  const premium = await createMember(request, { prefix: 'AdsUnsub', premium: true })
  await seedStoredLogin(page, premium.login)
  const account = new AccountModel(page)
  await account.openSettings()
  await account.modifyButton.click()
  const dialog = account.unsubscribeDialog()
  await expect(dialog).toBeVisible()
  await expectSandboxedAds(dialog, 1)
  await expectPlacement(dialog, 'Page désabonnement')
  await expectNoSeriousA11yViolations(page)
})
