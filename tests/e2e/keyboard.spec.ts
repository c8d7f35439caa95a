/**
 * Keyboard only: no mouse click anywhere in these walks. Each step moves with Tab / Shift+Tab, types,
 * and acts with Enter, Space and the arrow keys, checking where the focus is as a keyboard user
 * would see it.
 */
import type { Locator, Page } from '@playwright/test'
import { ConversationPage } from './models/chat.model'
import { seedStoredLogin } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { smallJpeg } from './support/images'
import { escapeRegExp, t } from './support/locales'
import { createMember } from './support/members'
import { isSet, ownPhotos } from './support/own-photos'
import { expect, test } from './support/test'

const s = (key: string) => t(`search:${key}`)
const p = (key: string) => t(`photos:${key}`)

/** Presses Tab until `target` has the focus (at most `max` times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, max = 40, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return
    await page.keyboard.press(key)
  }
  await expect(target).toBeFocused()
}

test('registration and profile completion, by keyboard only', async ({ page }) => {
  const stamp = Date.now().toString(36)
  await page.goto('/app/register')
  await expect(page.locator('html[data-app-ready]')).toBeAttached()
  const form = page.getByRole('form', { name: "Formulaire d'inscription" })

  await tabTo(page, form.getByLabel('Email'))
  await page.keyboard.type(`clavier-${stamp}@exemple.fr`)
  await tabTo(page, form.getByLabel('Mot de passe'))
  await page.keyboard.type('secret123')
  await tabTo(page, form.getByLabel('Pseudo'))
  await page.keyboard.type(`Clavier_${stamp}`)
  await tabTo(page, form.getByRole('checkbox'))
  await page.keyboard.press('Space')
  await expect(form.getByRole('checkbox')).toBeChecked()
  await tabTo(page, form.getByRole('button', { name: 'Créer mon compte' }))
  await page.keyboard.press('Enter')

  const dialog = page.getByRole('dialog', { name: 'Complétez votre profil' })
  await expect(dialog).toBeVisible()
  // The dialog takes the focus; Tab stays inside it.
  const city = dialog.getByRole('combobox', { name: /Ville/ })
  await tabTo(page, city)
  await page.keyboard.type('Lyo')
  await expect(page.getByRole('option', { name: 'Lyon (69)' })).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(city).toHaveValue('Lyon (69)')

  const birthDate = dialog.getByLabel('Date de naissance')
  await tabTo(page, birthDate)
  await page.keyboard.type('17051990')
  // The order of day and month in the field follows the browser's own language, not the page's: the
  // year is what every order puts last.
  await expect(birthDate).toHaveValue(/^1990-\d\d-\d\d$/)

  const gender = dialog.getByRole('combobox', { name: /Je suis/ })
  await tabTo(page, gender)
  await page.keyboard.press('Enter')
  const genders = page.getByRole('listbox', { name: 'Je suis' })
  await expect(genders).toBeVisible()
  await selectByKeyboard(page, genders, 'Une femme')
  await expect(gender).toHaveText(/Une femme/)

  const searchFor = dialog.getByRole('combobox', { name: /Je recherche/ })
  await tabTo(page, searchFor)
  await page.keyboard.press('Enter')
  const wanted = page.getByRole('listbox', { name: 'Je recherche' })
  await expect(wanted).toBeVisible()
  await selectByKeyboard(page, wanted, 'Un homme')
  await expect(searchFor).toHaveText(/Un homme/)
  // Every value is in place: the city still the one picked (the lists' opening and closing kept it).
  await expect(city).toHaveValue('Lyon (69)')

  await tabTo(page, dialog.getByRole('button', { name: 'Enregistrer' }))
  await page.keyboard.press('Enter')
  // The save, then the dialog's close. A CI run once saw the dialog still open 7 s later with nothing
  // to say why: on failure the message carries what the dialog then showed (a refused field, the
  // save's error) and the address.
  await expect(dialog)
    .toBeHidden({ timeout: 15_000 })
    .catch(async (error: Error) => {
      const shown = await dialog.ariaSnapshot().catch(() => '(gone)')
      throw new Error(`${error.message}\nThe dialog at ${page.url()} showed:\n${shown}`)
    })
  await expect(page).toHaveURL(/\/app$/)
})

/** Moves through an open listbox with ArrowDown until `option` is highlighted, then picks it with Enter. */
async function selectByKeyboard(page: Page, listbox: Locator, option: string) {
  const target = listbox.getByRole('option', { name: option })
  // The list takes the focus as it opens (in the frame after): keys pressed before went to the
  // trigger, and under a full run's load an Enter once landed there and left the list open.
  await expect(listbox).toBeFocused()
  for (let i = 0; i < 12; i++) {
    if ((await target.getAttribute('data-highlighted')) !== null) break
    await page.keyboard.press('ArrowDown')
  }
  await expect(target).toHaveAttribute('data-highlighted', '')
  await page.keyboard.press('Enter')
  await expect(listbox).toBeHidden()
}

test('a search, its results and the next page, by keyboard only', async ({ page, request }) => {
  const member = await createMember(request, { prefix: 'ClavierR' })
  await seedStoredLogin(page, member.login)
  await page.goto('/app/search')
  await expect(page.locator('html[data-app-ready]')).toBeAttached()
  const form = page.getByRole('form', { name: s('page.formLabel') })
  // Past the header and the 24 links of the online members' carousel.
  await tabTo(page, form.getByRole('button', { name: s('form.submit'), exact: true }), 200)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/app\/search\/result\?/)
  const results = page.getByRole('list', { name: s('results.listLabel') })
  await expect(results.getByRole('listitem').first()).toBeVisible()
  const pages = page.getByRole('navigation', { name: s('pagination.label') })
  await tabTo(page, pages.getByRole('link', { name: /2/ }).first(), 200)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/page=2/)
  await expect(results.getByRole('listitem').first()).toBeVisible()
})

test('a chat message, written and sent by keyboard only', async ({ page, request }) => {
  const [a, b] = await Promise.all([
    createMember(request, { prefix: 'ClavierA', premium: true }),
    createMember(request, { prefix: 'ClavierB', sex: 1, lookingFor: 2 }),
  ])
  await seedStoredLogin(page, a.login)
  const chat = new ConversationPage(page, { nickname: b.nickname, id: b.id })
  await chat.open()
  await tabTo(page, chat.composer, 120)
  await page.keyboard.type('Bonjour, tout au clavier !')
  await page.keyboard.press('Enter')
  await expect(chat.message('Bonjour, tout au clavier !')).toContainText('Envoyé')
})

test('a photo upload, by keyboard only', async ({ page, request }) => {
  const member = await createMember(request, { prefix: 'ClavierP', publicPhotos: 1 })
  await seedStoredLogin(page, member.login)
  await page.goto('/app/account/photos')
  await expect(page.getByRole('heading', { level: 1, name: 'Mes photos' })).toBeVisible()
  const grid = page.getByRole('list', { name: 'Mes photos' })
  await expect(grid.getByRole('img', { name: /^Ma photo n° \d+$/ })).toHaveCount(1)
  await tabTo(page, grid.getByRole('button', { name: 'Ajouter une photo' }), 120)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Ajouter une photo' })
  await expect(dialog).toBeVisible()

  const picker = dialog.getByLabel('Choisir une photo')
  await tabTo(page, picker)
  // As in keyboard-photos.spec.ts: a chooser opens within milliseconds of Space; under a full run's
  // load, rarely, none comes (not understood yet): fail the try in seconds, not at the test's 30.
  const chooser = page.waitForEvent('filechooser', { timeout: 10_000 })
  await page.keyboard.press('Space')
  await (await chooser).setFiles({ name: 'clavier.jpg', mimeType: 'image/jpeg', buffer: smallJpeg() })
  await expect(dialog.getByRole('img', { name: 'Aperçu de la photo à envoyer' })).toBeVisible()
  await tabTo(page, dialog.getByRole('button', { name: 'Envoyer' }))
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden({ timeout: 15_000 })
  await expect(grid.getByRole('img', { name: /^Ma photo n° \d+$/ })).toHaveCount(2)
})

/** The crop area's description of its square ('Carré de 480 pixels, à 60 pixels du bord...'), as a pattern. */
const cropPlacePattern = new RegExp(
  escapeRegExp(p('editor.cropPlace')).replace(/\\\{\\\{(size|x|y)\\\}\\\}/g, '(?<$1>\\d+)'),
)

function readCropPlace(text: string | null): { x: number; y: number; size: number } {
  const groups = cropPlacePattern.exec(text ?? '')?.groups
  if (!groups) throw new Error(`no square described in ${JSON.stringify(text)}`)
  return { x: Number(groups.x), y: Number(groups.y), size: Number(groups.size) }
}

/** Presses `key` until `slider` says `value` (at most `max` times), checking it never loses the focus. */
async function slideTo(page: Page, slider: Locator, key: string, value: string, max = 100) {
  for (let i = 0; i < max; i++) {
    if ((await slider.getAttribute('aria-valuenow')) === value) break
    await page.keyboard.press(key)
  }
  await expect(slider).toBeFocused()
  await expect(slider).toHaveAttribute('aria-valuenow', value)
}

test('the advanced search, by keyboard only', async ({ page, request }) => {
  // A long walk, every key a round trip to the browser: twice past the carousel, a dialog, axe twice.
  test.slow()
  const member = await createMember(request, { prefix: 'ClavierS' })
  await seedStoredLogin(page, member.login)
  await page.goto('/app/search')
  await expect(page.locator('html[data-app-ready]')).toBeAttached()
  const form = page.getByRole('form', { name: s('page.formLabel') })
  const opener = form.getByRole('button', { name: new RegExp(`^${s('form.advanced')}`) })
  const dialog = page.getByRole('dialog', { name: s('advanced.title') })

  // Past the header and the 24 links of the online members' carousel.
  await tabTo(page, opener, 200)
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/[?&]modal=search/)
  // The dialog takes the focus.
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  await expectNoSeriousA11yViolations(page)
  // Escape closes it, and the focus goes back to the button that opened it.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  await expect(page).not.toHaveURL(/modal=/)

  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()

  // Age: the low thumb to its bound then up by a page (10) and a step, the high one down likewise.
  const ageMin = dialog.getByRole('slider', { name: s('form.age.min') })
  await tabTo(page, ageMin)
  await slideTo(page, ageMin, 'Home', '18', 1)
  await slideTo(page, ageMin, 'PageUp', '28', 1)
  await slideTo(page, ageMin, 'ArrowRight', '29', 1)
  const ageMax = dialog.getByRole('slider', { name: s('form.age.max') })
  await tabTo(page, ageMax, 1)
  await slideTo(page, ageMax, 'End', '99', 1)
  await slideTo(page, ageMax, 'PageDown', '89', 1)
  await slideTo(page, ageMax, 'ArrowLeft', '88', 1)
  await expect(
    dialog.getByText(t('search:form.age.value').replace('{{from}}', '29').replace('{{to}}', '88')),
  ).toBeVisible()

  // The city: typed, the debounced suggestions come, the first one picked with the arrow and Enter.
  const city = dialog.getByRole('combobox', { name: s('form.city.label') })
  await tabTo(page, city)
  await page.keyboard.type('Lyo')
  const lyon = dialog.getByRole('option', { name: 'Lyon (69)' })
  await expect(lyon).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await expect(lyon).toHaveAttribute('data-highlighted', '')
  await page.keyboard.press('Enter')
  await expect(city).toHaveValue('Lyon (69)')
  await expect(city).toBeFocused()

  // The distance, enabled by the city: 25 km down to 15.
  const distance = dialog.getByRole('slider', { name: s('form.distance.thumb') })
  await tabTo(page, distance)
  await expect(distance).not.toHaveAttribute('aria-disabled', 'true')
  await slideTo(page, distance, 'ArrowLeft', '15', 10)

  const online = dialog.getByRole('switch', { name: s('form.isOnline') })
  await tabTo(page, online)
  await page.keyboard.press('Space')
  await expect(online).toBeChecked()
  await expectNoSeriousA11yViolations(page)

  await tabTo(page, dialog.getByRole('button', { name: s('form.submit'), exact: true }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(
    /\/app\/search\/result\?sex=1&age_from=29&age_to=88&id_ville=\d+&ville=Lyon\+%2869%29&dist=15&is_online=1$/,
  )
  await expect(dialog).toBeHidden()
  const summary = page.getByRole('list', { name: s('results.summaryLabel') })
  await expect(summary).toContainText('Lyon (69), 15 km')
  await expect(summary).toContainText('29 – 88 ans')
})

test('the photo editor: crop, zoom and private flag, by keyboard only', async ({ page, request }) => {
  // A long walk: three openings of the editor, forty-odd key presses each checked, axe twice.
  test.slow()
  const member = await createMember(request, { prefix: 'ClavierE', publicPhotos: 1 })
  await seedStoredLogin(page, member.login)
  await page.goto('/app/account/photos')
  await expect(page.getByRole('heading', { level: 1, name: p('page.gridLabel') })).toBeVisible()
  const grid = page.getByRole('list', { name: p('page.gridLabel') })
  const menuButton = grid.getByRole('button', { name: p('tile.actions').replace('{{number}}', '1') })
  const dialog = page.getByRole('dialog', { name: p('editor.title') })
  const cropArea = dialog.getByRole('application', { name: p('editor.cropArea') })
  const place = dialog.getByRole('status').filter({ hasText: cropPlacePattern })
  const zoom = dialog.getByRole('slider', { name: p('editor.zoom') })
  const privateSwitch = dialog.getByRole('switch', { name: p('editor.private') })

  /** Opens the editor from the photo's menu: Enter on the menu button, then on 'Modifier'. */
  const openEditor = async () => {
    await tabTo(page, menuButton, 120)
    await page.keyboard.press('Enter')
    const edit = page.getByRole('menuitem', { name: p('menu.edit'), exact: true })
    await expect(edit).toHaveAttribute('data-highlighted', '')
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: p('editor.confirm') })).toBeEnabled()
  }
  /** The square the editor holds, as the crop area's description tells it. */
  const cropOf = async () => readCropPlace(await place.textContent())
  /** Presses `key` on the crop area and returns the square once it has changed. */
  const nudge = async (key: string) => {
    const before = await cropOf()
    await page.keyboard.press(key)
    await expect.poll(cropOf).not.toEqual(before)
    await expect(cropArea).toBeFocused()
    return cropOf()
  }

  await openEditor()
  await expectNoSeriousA11yViolations(page)
  await tabTo(page, cropArea)
  await expect(cropArea).toHaveAccessibleDescription(new RegExp(escapeRegExp(p('editor.cropKeys'))))
  const first = await cropOf()
  // Smaller twice (Shift + down arrow), around its centre; then right twice and down once.
  await nudge('Shift+ArrowDown')
  const smaller = await nudge('Shift+ArrowDown')
  expect(smaller.size).toBeLessThan(first.size)
  expect(smaller.x).toBeGreaterThan(first.x)
  await nudge('ArrowRight')
  const right = await nudge('ArrowRight')
  expect(right).toEqual({ ...smaller, x: right.x })
  expect(right.x).toBeGreaterThan(smaller.x)
  const down = await nudge('ArrowDown')
  expect(down).toEqual({ ...right, y: down.y })
  expect(down.y).toBeGreaterThan(right.y)
  // Bigger again (Shift + up arrow).
  expect((await nudge('Shift+ArrowUp')).size).toBeGreaterThan(down.size)

  // The zoom, from 1 to 3 by steps of 0.1, and no further.
  await tabTo(page, zoom)
  await expect(zoom).toHaveAttribute('aria-valuenow', '1')
  for (let tenths = 11; tenths <= 30; tenths++) {
    await page.keyboard.press('ArrowRight')
    await expect(zoom).toHaveAttribute('aria-valuenow', String(tenths / 10))
  }
  await page.keyboard.press('ArrowRight')
  await expect(zoom).toHaveAttribute('aria-valuenow', '3')
  // Back to the crop area, zoomed in: the square moves within what is shown.
  await tabTo(page, cropArea, 5, 'Shift+Tab')
  const zoomed = await cropOf()
  expect((await nudge('ArrowLeft')).x).toBeLessThan(zoomed.x)

  await tabTo(page, privateSwitch)
  await page.keyboard.press('Space')
  await expect(privateSwitch).toBeChecked()
  await expectNoSeriousA11yViolations(page)
  const chosen = await cropOf()
  await tabTo(page, dialog.getByRole('button', { name: p('editor.confirm') }))
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  // The list read anew shows the photo private; the server holds the crop chosen.
  await expect(grid.getByText(p('tile.private'), { exact: true })).toBeVisible()
  const [saved] = await ownPhotos(request, member)
  expect(saved?.crop).toEqual({ x: chosen.x, y: chosen.y, width: chosen.size, height: chosen.size })
  expect(isSet(saved?.is_private)).toBe(true)

  // Cancel: crop, zoom and flag changed, then 'Annuler': nothing is sent, and the next opening
  // starts again from the photo as saved.
  await openEditor()
  await tabTo(page, cropArea)
  const initial = await cropOf()
  await nudge('ArrowUp')
  await nudge('Shift+ArrowDown')
  await tabTo(page, zoom)
  await page.keyboard.press('End')
  await expect(zoom).toHaveAttribute('aria-valuenow', '3')
  await tabTo(page, privateSwitch)
  await page.keyboard.press('Space')
  await expect(privateSwitch).not.toBeChecked()
  await tabTo(page, dialog.getByRole('button', { name: p('editor.cancel') }))
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  expect(await ownPhotos(request, member)).toEqual([saved])

  await openEditor()
  await expect(zoom).toHaveAttribute('aria-valuenow', '1')
  await expect(privateSwitch).toBeChecked()
  await tabTo(page, cropArea)
  expect(await cropOf()).toEqual(initial)
  // Escape cancels too, and the focus goes back to the photo's menu button.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(menuButton).toBeFocused()
})
