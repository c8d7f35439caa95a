/**
 * Keyboard only: no mouse click anywhere in these walks. Each step moves with Tab / Shift+Tab, types,
 * and acts with Enter, Space and the arrow keys, checking where the focus is as a keyboard user
 * would see it.
 */
import type { Locator, Page } from '@playwright/test'
import jpeg from 'jpeg-js'
import { ConversationPage } from './models/chat.model'
import { seedStoredLogin } from './support/auth'
import { t } from './support/locales'
import { createMember } from './support/members'
import { expect, test } from './support/test'

const s = (key: string) => t(`search:${key}`)

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
  await expect(city).toHaveValue(/Lyon/)

  await tabTo(page, dialog.getByLabel('Date de naissance'))
  await page.keyboard.type('17051990')

  const gender = dialog.getByRole('combobox', { name: /Je suis/ })
  await tabTo(page, gender)
  await page.keyboard.press('Enter')
  const genders = page.getByRole('listbox', { name: 'Je suis' })
  await expect(genders).toBeVisible()
  await selectByKeyboard(page, genders, 'Une femme')

  const searchFor = dialog.getByRole('combobox', { name: /Je recherche/ })
  await tabTo(page, searchFor)
  await page.keyboard.press('Enter')
  const wanted = page.getByRole('listbox', { name: 'Je recherche' })
  await expect(wanted).toBeVisible()
  await selectByKeyboard(page, wanted, 'Un homme')

  await tabTo(page, dialog.getByRole('button', { name: 'Enregistrer' }))
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/app$/)
})

/** Moves through an open listbox with ArrowDown until `option` is highlighted, then picks it with Enter. */
async function selectByKeyboard(page: Page, listbox: Locator, option: string) {
  const target = listbox.getByRole('option', { name: option })
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
  const chooser = page.waitForEvent('filechooser')
  await page.keyboard.press('Space')
  await (await chooser).setFiles({ name: 'clavier.jpg', mimeType: 'image/jpeg', buffer: smallJpeg() })
  await expect(dialog.getByRole('img', { name: 'Aperçu de la photo à envoyer' })).toBeVisible()
  await tabTo(page, dialog.getByRole('button', { name: 'Envoyer' }))
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden({ timeout: 15_000 })
  await expect(grid.getByRole('img', { name: /^Ma photo n° \d+$/ })).toHaveCount(2)
})

/** A small plain JPEG (a gradient), made here so the test needs no fixture file. */
function smallJpeg(): Buffer {
  const width = 64
  const height = 64
  const data = Buffer.alloc(width * height * 4)
  for (let i = 0; i < width * height; i++) {
    data[i * 4] = (i % width) * 4
    data[i * 4 + 1] = Math.floor(i / width) * 4
    data[i * 4 + 2] = 160
    data[i * 4 + 3] = 255
  }
  return Buffer.from(jpeg.encode({ data, width, height }, 90).data)
}
