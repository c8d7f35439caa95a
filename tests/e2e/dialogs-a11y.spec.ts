/**
 * Every dialog of spec section 2 open, the member menu and the conversation's sheet pass both
 * accessibility engines (support/a11y.ts: axe and IBM Equal Access) at 390x844 and 1366x768, light and
 * dark: one opening per dialog, the four looks applied in place (support/looks.ts). Dialogs open by
 * their address (`?modal=...`, as a link or a reload opens them) or by a click where they need a
 * thing on the page (a photo to edit). Fresh members (createMember) wherever a dialog needs data.
 */
import type { Locator, Page } from '@playwright/test'
import { PhotosPage } from './models/photos.model'
import { userSlug } from './models/profile.model'
import { expectNoA11yViolations } from './support/a11y'
import { seedStoredLogin } from './support/auth'
import { A11Y_LOOKS, type A11yLook, applyLook, lookName } from './support/looks'
import { createMember } from './support/members'
import { expect, test } from './support/test'

/** The open dialog, whichever its role. */
const openDialog = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog'))

/** Both engines at every look, on what is open now; `visible` is what must still show at each look. */
async function checkLooks(
  page: Page,
  what: string,
  visible: Locator,
  looks: readonly A11yLook[] = A11Y_LOOKS,
  ibmRulesOff: string[] = [],
): Promise<void> {
  for (const look of looks) {
    await applyLook(page, look)
    await expect(visible, `${what} at ${lookName(look)}`).toBeVisible()
    await expectNoA11yViolations(page, {
      label: `${what}, ${lookName(look)}`,
      ibm: { disableRules: ibmRulesOff },
    })
  }
}

test.beforeEach(() => {
  // A dialog, two engines, four looks, on a shared two-core machine.
  test.setTimeout(180_000)
})

test.describe('signed out', () => {
  test('login, then its forgot-password view', async ({ page }) => {
    await page.goto('/?modal=login')
    const dialog = openDialog(page)
    await expect(dialog.getByRole('textbox').first()).toBeVisible()
    await checkLooks(page, 'login', dialog)
    await dialog.getByRole('button', { name: /oublié/ }).click()
    await expect(dialog.getByRole('button', { name: /oublié/ })).toHaveCount(0)
    await checkLooks(page, 'forgot password', dialog)
  })
})

test.describe('signed in', () => {
  test('advanced search', async ({ page, signIn }) => {
    await signIn()
    await page.goto('/app/search?modal=search')
    // Engines disagree: IBM's label_content_exists reads the search page's own switches, behind the
    // dialog (aria-hidden and inert, out of reach), as labels without text; axe leaves hidden content
    // out, and the same switches pass both engines on the page itself (routes.spec.ts).
    await checkLooks(page, 'advanced search', openDialog(page), A11Y_LOOKS, ['label_content_exists'])
  })

  test('completeProfile', async ({ page, signIn }) => {
    await signIn()
    await page.goto('/app?modal=completeProfile')
    await checkLooks(page, 'completeProfile', openDialog(page))
  })

  test('a profile: report, gallery, and the locked-album prompt', async ({ page, request }) => {
    const target = await createMember(request, { prefix: 'Dialogue', publicPhotos: 2, privatePhotos: 2 })
    const viewer = await createMember(request, { prefix: 'Lecteur', sex: 1 })
    await seedStoredLogin(page, viewer.login)
    const profile = `/app/users/${userSlug(target.nickname, target.id)}`

    await page.goto(profile)
    const prompt = page.getByRole('heading', { name: `L'album privé de ${target.nickname} est verrouillé` })
    await checkLooks(page, 'locked-album prompt', prompt)

    for (const modal of ['report', 'gallery']) {
      await page.goto(`${profile}?modal=${modal}&modalId=${target.id}`)
      await checkLooks(page, modal, openDialog(page))
    }
  })

  test('the account: unsubscribe and deleteAccount', async ({ page, request }) => {
    const member = await createMember(request, { prefix: 'Compte', premium: true })
    await seedStoredLogin(page, member.login)
    for (const modal of ['unsubscribe', 'deleteAccount']) {
      await page.goto(`/app/account/settings?modal=${modal}`)
      await checkLooks(page, modal, openDialog(page))
    }
  })

  test('my photos: uploadPhoto and editPhoto', async ({ page, request }) => {
    const member = await createMember(request, { prefix: 'Photos', publicPhotos: 1 })
    await seedStoredLogin(page, member.login)
    await page.goto('/app/account/photos?modal=uploadPhoto')
    const photos = new PhotosPage(page)
    await checkLooks(page, 'uploadPhoto', photos.uploadDialog)
    await page.goto('/app/account/photos')
    await photos.choose(1, 'Modifier')
    await expect(photos.editorDialog.getByRole('button', { name: 'Valider' })).toBeEnabled()
    await checkLooks(page, 'editPhoto', photos.editorDialog)
  })

  test('a conversation: selectPhoto, shareGallery, and on a phone the side sheet', async ({
    page,
    request,
  }) => {
    const contact = await createMember(request, { prefix: 'Contact' })
    const member = await createMember(request, {
      prefix: 'Auteur',
      sex: 1,
      publicPhotos: 2,
      privatePhotos: 1,
    })
    await seedStoredLogin(page, member.login)
    const chat = `/app/chat/${userSlug(contact.nickname, contact.id)}`
    await page.goto(`${chat}?modal=selectPhoto`)
    await checkLooks(page, 'selectPhoto', openDialog(page))
    await page.goto(`${chat}?modal=shareGallery&modalId=${contact.id}`)
    await checkLooks(page, 'shareGallery', openDialog(page))

    await page.goto(chat)
    await applyLook(page, A11Y_LOOKS[0])
    await page.getByRole('button', { name: /^Actions et album de / }).click()
    const sheet = page.getByRole('dialog', { name: /^À propos de / })
    // The sheet is the phone's: from 1280 px the same panel is a column of the page.
    await checkLooks(
      page,
      'the conversation sheet',
      sheet,
      A11Y_LOOKS.filter((look) => look.width < 768),
    )
  })

  test('the member menu', async ({ page, signIn }) => {
    await signIn()
    await page.goto('/app/search')
    for (const look of A11Y_LOOKS) {
      await applyLook(page, look)
      await page.getByRole('button', { name: 'Menu du compte' }).click()
      const menu = page.getByRole('menu')
      await expect(menu.getByRole('menuitem', { name: 'Mes photos' })).toBeVisible()
      await expectNoA11yViolations(page, { label: `member menu, ${lookName(look)}` })
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
    }
  })
})
