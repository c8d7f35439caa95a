/**
 * Keyboard only: no mouse click anywhere in these walks. Each step moves with Tab / Shift+Tab, types,
 * and acts with Enter, Space and the arrow keys, checking where the focus is as a keyboard user
 * would see it.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/test'

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
