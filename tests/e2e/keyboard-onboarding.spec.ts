/**
 * Registering and completing the profile with the keyboard alone, the accessibility tree checked at
 * each step: the registration page's outline, the errors of an empty form announced with the focus
 * on the first refused field, the completeProfile dialog opening on its first field, its choices
 * named with their state, and the home page read from its heading once the dialog closes.
 */
import type { Locator, Page } from '@playwright/test'
import { KeyboardWalker } from './models/keyboard.model'
import { t } from './support/locales'
import { expect, test } from './support/test'

const SIZES = [
  { label: 'phone', viewport: { width: 390, height: 844 } },
  { label: 'desktop', viewport: { width: 1366, height: 768 } },
] as const

/** Moves through an open listbox with ArrowDown until `option` is highlighted, then picks it. */
async function pick(page: Page, listbox: Locator, option: string) {
  // The list takes the focus a frame after it opens (Ark); a key sent before lands on the trigger,
  // which ignores Enter while the list is open (the key was lost on a loaded machine). A person hears
  // the list, then moves in it.
  await expect(listbox).toBeFocused()
  const target = listbox.getByRole('option', { name: option })
  for (let i = 0; i < 12; i++) {
    if ((await target.getAttribute('data-highlighted')) !== null) break
    await page.keyboard.press('ArrowDown')
  }
  await expect(target).toHaveAttribute('data-highlighted', '')
  await page.keyboard.press('Enter')
  await expect(listbox).toBeHidden()
}

for (const { label, viewport } of SIZES) {
  test(`registering and completing the profile, by keyboard and screen reader (${label})`, async ({
    page,
  }) => {
    // A long walk: two forms, four pickers, every key a round trip to the browser.
    test.slow()
    await page.setViewportSize(viewport)
    const stamp = `${label[0]}${Date.now().toString(36)}`
    const walk = new KeyboardWalker(page)
    await page.goto('/app/register')
    await expect(page.locator('html[data-app-ready]')).toBeAttached()
    const form = page.getByRole('form', { name: "Formulaire d'inscription" })
    await walk.outline(t('routes.register'))
    const submit = form.getByRole('button', { name: 'Créer mon compte' })
    const email = form.getByRole('textbox', { name: /Email/ })

    // Sent empty: the errors are announced and the first refused field takes the focus.
    await walk.tabTo(submit, 80)
    await walk.press('Enter')
    await expect(email).toBeFocused()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription(/./)

    await walk.type(`clavier-${stamp}@exemple.fr`)
    await walk.tabTo(form.getByLabel('Mot de passe'), 5)
    await walk.type('secret123')
    await walk.tabTo(form.getByLabel('Pseudo'), 5)
    await walk.type(`Clav_${stamp}`)
    const terms = form.getByRole('checkbox')
    await walk.tabTo(terms, 5)
    await expect(terms).not.toBeChecked()
    await walk.press('Space')
    await expect(terms).toBeChecked()
    await walk.tabTo(submit, 5)
    await walk.press('Enter')

    const dialog = page.getByRole('dialog', { name: 'Complétez votre profil' })
    await expect(dialog).toBeVisible({ timeout: 15_000 })
    const city = dialog.getByRole('combobox', { name: /Ville/ })
    await expect(city).toBeFocused()
    await walk.dialogOutline(dialog)
    await expect(dialog).toMatchAriaSnapshot(`
      - dialog "Complétez votre profil":
        - heading "Complétez votre profil" [level=2]
        - form:
          - combobox /Ville/ [expanded=false]
          - textbox "Date de naissance"
    `)

    await walk.type('Lyo')
    await expect(page.getByRole('option', { name: 'Lyon (69)' })).toBeVisible()
    await expect(city).toHaveAttribute('aria-expanded', 'true')
    await walk.press('ArrowDown')
    await walk.press('Enter')
    await expect(city).toHaveValue(/Lyon/)
    // The list closes and the field keeps the focus (Ark settles it a frame later, which on a loaded
    // machine outlasts the next key): a person moves on once the list is gone.
    await expect(page.getByRole('listbox')).toBeHidden()
    await expect(city).toBeFocused()
    await expect(city).toHaveAttribute('aria-expanded', 'false')
    const birthDate = dialog.getByLabel('Date de naissance')
    await walk.tabTo(birthDate, 5)
    // Day and month alike: the browser orders the date's parts after its own language (Chromium here
    // ignores the page's and the context's), so 17/05 was read as month 12, day 05.
    await walk.type('05051990')
    await expect(birthDate).toHaveValue('1990-05-05')
    const gender = dialog.getByRole('combobox', { name: /Je suis/ })
    await walk.tabTo(gender, 5)
    await walk.press('Enter')
    await pick(page, page.getByRole('listbox', { name: 'Je suis' }), 'Une femme')
    await expect(gender).toBeFocused()
    await expect(gender).toHaveText(/Une femme/)
    const wanted = dialog.getByRole('combobox', { name: /Je recherche/ })
    await walk.tabTo(wanted, 5)
    await walk.press('Enter')
    await pick(page, page.getByRole('listbox', { name: 'Je recherche' }), 'Un homme')
    await expect(wanted).toBeFocused()

    await walk.tabTo(dialog.getByRole('button', { name: 'Enregistrer' }), 5)
    await walk.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/app$/)
    // Nothing on the page opened the dialog: the home page is read from its heading.
    await walk.expectFocusOnHeading(t('routes.home'))
    await walk.outline(t('routes.home'))
  })
}
