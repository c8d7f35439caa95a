/**
 * Pinned controls are reachable (issue 39), at 360x640 (the most common Android phone) and 390x844:
 * on every member page of spec section 2 (support/routes.ts), scrolled to the top, halfway and the
 * end, and inside every dialog a member can open on a phone (the list of dialogs-a11y.spec.ts), each
 * button, link and field of a sticky or fixed container whose centre is on screen is what a tap at
 * that centre reaches (models/pinned-controls.model.ts). The profile editor is checked with unsaved
 * changes, its save bar showing them, and with the on-screen keyboard up, both as Chrome on Android
 * lays it out (the layout viewport shrinks: `interactive-widget=resizes-content`) and as Safari does
 * (the keyboard over the page: a smaller visual viewport, `--keyboard-inset`).
 */
import type { Locator, Page } from '@playwright/test'
import { PhotosPage } from './models/photos.model'
import {
  checkPinnedControls,
  describeCovered,
  SCROLL_POSITIONS,
  scrollInside,
  scrollWindow,
} from './models/pinned-controls.model'
import { userSlug } from './models/profile.model'
import { seedStoredLogin } from './support/auth'
import { createMember } from './support/members'
import { MEMBER_ROUTES } from './support/routes'
import { expect, test } from './support/test'

const PHONES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
] as const

const EDIT_PROFILE = '/app/account/edit-profile'

/**
 * Waits for the page's h1 (attached: under an open dialog the page is hidden from assistive
 * technologies), its data and its late parts (the footer comes after the first page).
 */
async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await expect(page.locator('html[data-app-ready]')).toBeAttached()
  await expect(page.locator('main h1')).toBeAttached()
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined)
}

/** The profile editor with a change not saved yet: its save bar says so and offers 'Enregistrer'. */
async function makeUnsavedChanges(page: Page): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Modifier mon profil' })
  await form.getByLabel('Description').fill('Une modification pas encore enregistrée.')
  await expect(form.getByText('Vous avez des modifications non enregistrées.')).toBeVisible()
  const save = form.getByRole('button', { name: 'Enregistrer' })
  await expect(save).toBeEnabled()
  return save
}

/** Every pinned control of the page, at each scroll position: what a tap would miss, in words. */
async function checkPage(page: Page, label: string): Promise<string[]> {
  const problems: string[] = []
  for (const where of SCROLL_POSITIONS) {
    await scrollWindow(page, where)
    const { checked, covered } = await checkPinnedControls(page)
    // Members have pinned controls on every page at these sizes: the top bar's and the tab bar's.
    if (checked === 0) problems.push(`${label}, scrolled to the ${where}: no pinned control found`)
    problems.push(...describeCovered(`${label}, scrolled to the ${where}`, covered))
  }
  return problems
}

/** Every control of the open dialog, its scrolling parts at each position. */
async function checkDialog(dialog: Locator, label: string): Promise<string[]> {
  await expect(dialog).toBeVisible()
  // Its opening animation done: a control measured mid-flight is not where it will be tapped.
  await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)))
  const problems: string[] = []
  for (const where of SCROLL_POSITIONS) {
    await scrollInside(dialog, where)
    const { checked, covered } = await checkPinnedControls(dialog.page(), dialog)
    // Every dialog and menu has controls: none found means the check looked at nothing.
    if (checked === 0) problems.push(`${label}, scrolled to the ${where}: no pinned control found`)
    problems.push(...describeCovered(`${label}, scrolled to the ${where}`, covered))
  }
  return problems
}

const openDialog = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog'))

const sizeName = (size: (typeof PHONES)[number]) => `${size.width}x${size.height}`

/**
 * Each member page is opened once, at the smaller phone's size, then turned to the larger one in
 * place, as routes.spec applies its looks: the page's layout follows its viewport either way (its
 * pinned offsets are read on resize too), and one page load instead of two per page took a fifth of
 * this spec's time off the suite's CPU (issue 40).
 */
test.describe(`${PHONES.map(sizeName).join(' and ')}: every member page`, () => {
  test.use({ viewport: PHONES[0] })

  for (const route of MEMBER_ROUTES) {
    test(`${route.path}: every pinned control is what a tap at its centre reaches`, async ({
      page,
      signIn,
    }) => {
      await signIn()
      await openPage(page, route.path)
      if (route.path === EDIT_PROFILE) await makeUnsavedChanges(page)
      const problems: string[] = []
      for (const size of PHONES) {
        await page.setViewportSize(size)
        await expect(page.locator('main h1')).toBeAttached()
        problems.push(...(await checkPage(page, `${route.path} at ${sizeName(size)}`)))
      }
      expect(problems, problems.join('\n')).toEqual([])
    })
  }
})

for (const size of PHONES) {
  const at = sizeName(size)

  test.describe(`${at}: every dialog a member opens on a phone`, () => {
    test.use({ viewport: size })
    test.beforeEach(() => {
      test.setTimeout(60_000)
    })

    test('advanced search, completeProfile and the member menu', async ({ page, signIn }) => {
      await signIn()
      const problems: string[] = []
      await openPage(page, '/app/search?modal=search')
      problems.push(...(await checkDialog(openDialog(page), `advanced search at ${at}`)))
      await openPage(page, '/app?modal=completeProfile')
      problems.push(...(await checkDialog(openDialog(page), `completeProfile at ${at}`)))
      await openPage(page, '/app/search')
      await page.getByRole('button', { name: 'Menu du compte' }).click()
      problems.push(...(await checkDialog(page.getByRole('menu'), `the member menu at ${at}`)))
      expect(problems, problems.join('\n')).toEqual([])
    })

    test('a profile: report and gallery', async ({ page, request }) => {
      const target = await createMember(request, { prefix: 'Epingle', publicPhotos: 2, privatePhotos: 2 })
      const viewer = await createMember(request, { prefix: 'Pouce', sex: 1 })
      await seedStoredLogin(page, viewer.login)
      const profile = `/app/users/${userSlug(target.nickname, target.id)}`
      const problems: string[] = []
      for (const modal of ['report', 'gallery']) {
        await openPage(page, `${profile}?modal=${modal}&modalId=${target.id}`)
        problems.push(...(await checkDialog(openDialog(page), `${modal} at ${at}`)))
      }
      expect(problems, problems.join('\n')).toEqual([])
    })

    test('the account: unsubscribe and deleteAccount', async ({ page, request }) => {
      const member = await createMember(request, { prefix: 'Reglages', premium: true })
      await seedStoredLogin(page, member.login)
      const problems: string[] = []
      for (const modal of ['unsubscribe', 'deleteAccount']) {
        await openPage(page, `/app/account/settings?modal=${modal}`)
        problems.push(...(await checkDialog(openDialog(page), `${modal} at ${at}`)))
      }
      expect(problems, problems.join('\n')).toEqual([])
    })

    test('my photos: uploadPhoto and editPhoto', async ({ page, request }) => {
      const member = await createMember(request, { prefix: 'Cadre', publicPhotos: 1 })
      await seedStoredLogin(page, member.login)
      const photos = new PhotosPage(page)
      const problems: string[] = []
      await openPage(page, '/app/account/photos?modal=uploadPhoto')
      problems.push(...(await checkDialog(photos.uploadDialog, `uploadPhoto at ${at}`)))
      await openPage(page, '/app/account/photos')
      await photos.choose(1, 'Modifier')
      await expect(photos.editorDialog.getByRole('button', { name: 'Valider' })).toBeEnabled()
      problems.push(...(await checkDialog(photos.editorDialog, `editPhoto at ${at}`)))
      expect(problems, problems.join('\n')).toEqual([])
    })

    test('a conversation: selectPhoto, shareGallery and the side sheet', async ({ page, request }) => {
      const contact = await createMember(request, { prefix: 'Voisin' })
      const member = await createMember(request, {
        prefix: 'Plume',
        sex: 1,
        publicPhotos: 2,
        privatePhotos: 1,
      })
      await seedStoredLogin(page, member.login)
      const chat = `/app/chat/${userSlug(contact.nickname, contact.id)}`
      const problems: string[] = []
      await openPage(page, `${chat}?modal=selectPhoto`)
      problems.push(...(await checkDialog(openDialog(page), `selectPhoto at ${at}`)))
      await openPage(page, `${chat}?modal=shareGallery&modalId=${contact.id}`)
      problems.push(...(await checkDialog(openDialog(page), `shareGallery at ${at}`)))
      await openPage(page, chat)
      await page.getByRole('button', { name: /^Actions et album de / }).click()
      const sheet = page.getByRole('dialog', { name: /^À propos de / })
      problems.push(...(await checkDialog(sheet, `the conversation sheet at ${at}`)))
      expect(problems, problems.join('\n')).toEqual([])
    })
  })
}

// The on-screen keyboard takes about 260 to 340 px of a phone's height (widget.spec.ts uses 260).
const KEYBOARD = 300

for (const size of PHONES) {
  const at = `${size.width}x${size.height}`
  test.describe(`${at}: the profile editor’s save bar with the keyboard up`, () => {
    test.use({ viewport: size })

    test('Chrome on Android: the screen shrinks, the bar stays above the tab bar', async ({
      page,
      signIn,
    }) => {
      await signIn()
      await openPage(page, EDIT_PROFILE)
      const save = await makeUnsavedChanges(page)
      await expect(page.getByLabel('Description')).toBeFocused()
      // `interactive-widget=resizes-content` (index.html): the layout viewport loses the keyboard's height.
      const height = size.height - KEYBOARD
      await page.setViewportSize({ width: size.width, height })
      const bar = await page.getByRole('navigation', { name: 'Navigation principale' }).boundingBox()
      const box = await save.boundingBox()
      expect(bar && box, 'the tab bar and Enregistrer have boxes').toBeTruthy()
      const where = `Enregistrer ${Math.round(box?.y ?? 0)}..${Math.round((box?.y ?? 0) + (box?.height ?? 0))}, tab bar from ${Math.round(bar?.y ?? 0)}, screen ${height}`
      expect(box?.y ?? -1, where).toBeGreaterThanOrEqual(0)
      expect((box?.y ?? 0) + (box?.height ?? 0), where).toBeLessThanOrEqual(bar?.y ?? 0)
      const { covered } = await checkPinnedControls(page)
      const problems = describeCovered(`${EDIT_PROFILE} at ${size.width}x${height}, keyboard up`, covered)
      expect(problems, problems.join('\n')).toEqual([])
    })

    test('Safari: the keyboard over the page, the bar stays above it', async ({ page, signIn }) => {
      await signIn()
      await openPage(page, EDIT_PROFILE)
      const save = await makeUnsavedChanges(page)
      // The layout viewport keeps its height; the visual one loses the keyboard's (a headless browser
      // has no keyboard: the visual viewport's height is made to say so, as the browser would).
      await page.evaluate((keyboard) => {
        const viewport = window.visualViewport
        if (!viewport) throw new Error('no visualViewport')
        Object.defineProperty(viewport, 'height', { get: () => window.innerHeight - keyboard })
        viewport.dispatchEvent(new Event('resize'))
      }, KEYBOARD)
      await expect
        .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--keyboard-inset')))
        .toBe(`${KEYBOARD}px`)
      const box = await save.boundingBox()
      const top = size.height - KEYBOARD
      const where = `Enregistrer ${Math.round(box?.y ?? 0)}..${Math.round((box?.y ?? 0) + (box?.height ?? 0))}, keyboard from ${top}`
      expect(box?.y ?? -1, where).toBeGreaterThanOrEqual(0)
      expect((box?.y ?? 0) + (box?.height ?? 0), where).toBeLessThanOrEqual(top)
    })
  })
}
