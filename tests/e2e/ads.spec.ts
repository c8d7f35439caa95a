/**
 * Ad slots end to end (spec section 3, ARCHITECTURE.md): an ad is raw third-party HTML, shown only in
 * a frame sandboxed with scripts but never the same origin. A hostile ad, served to a fresh member
 * through the mock's ads control, tries to read our storage, reach into its parent's DOM and navigate
 * the top window; it reports what happened by postMessage, and the page checks that all three failed
 * and that its URL, storage and DOM are untouched.
 */
import type { Page } from '@playwright/test'
import { PhotosPage } from './models/photos.model'
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
