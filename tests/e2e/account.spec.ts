/**
 * Issue 8 (account) end to end, against the production build and the standalone mock server: the
 * settings page as a premium, a free and a cancelled member; cancelling a subscription; deleting an
 * account (logged out 3 seconds after the confirmation); editing the profile, including a save that
 * fails and keeps what was typed; the member's own profile as others see it. Tests that change data
 * use fresh members (createMember); the demo accounts are only read.
 */
import { AccountModel } from './models/account.model'
import { readStoredLogin, seedStoredLogin } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { E2E_BUILD_ENV, MOCK_URL } from './support/e2e-env'
import { createMember } from './support/members'
import { mockControl } from './support/mock'
import { expect, test } from './support/test'

const DATE = /^\d{2}\/\d{2}\/\d{4}$/

test.describe('settings', () => {
  test('a premium member sees the badge, the dates, the credits and picks the colour mode the browser chrome follows', async ({
    page,
    signIn,
  }) => {
    await signIn('premium')
    const account = new AccountModel(page)
    await account.openSettings()
    await expect(account.badge()).toHaveText(/Premium$/)
    await expect(account.badge()).toHaveAttribute('data-status', 'premium')
    await expect(account.modifyButton).toBeVisible()
    await expect(account.fact('Crédits disponibles')).toHaveText(/^\d+$/)
    await expect(account.fact('Date de début')).toHaveText(DATE)
    await expect(account.fact('Date de fin')).toHaveText(DATE)
    await expect(page.getByText('Votre abonnement sera annulé à la date de fin')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Supprimer mon compte' })).toBeVisible()
    await expect(page.getByRole('complementary', { name: 'Activité récente' })).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Connexion en temps réel' }).getByRole('status'),
    ).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    // One colour-mode control, the appearance section's select: no second switch beside it.
    await expect(page.getByRole('switch')).toHaveCount(0)
    await expect(page.getByRole('combobox', { name: 'Thème' })).toHaveCount(1)
    const html = page.locator('html')
    // The browser's chrome colour: the first theme-color meta whose media query matches.
    const themeColor = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find(
            (meta) => matchMedia(meta.media || 'all').matches,
          )?.content,
      )
    await page.emulateMedia({ colorScheme: 'light' })
    await account.colorMode.selectOption('dark')
    await expect(html).toHaveClass(/\bdark\b/)
    await expect.poll(themeColor).toBe('#22252D')
    await expectNoSeriousA11yViolations(page)
    await page.emulateMedia({ colorScheme: 'dark' })
    await account.colorMode.selectOption('light')
    await expect(html).toHaveClass(/\blight\b/)
    await expect.poll(themeColor).toBe('#FFFFFF')
    await expectNoSeriousA11yViolations(page)
    // 'system' hands the chrome back to the system's scheme (dark here).
    await account.colorMode.selectOption('system')
    await expect(html).toHaveClass(/\bdark\b/)
    await expect.poll(themeColor).toBe('#22252D')
    await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute(
      'media',
      '(prefers-color-scheme: light)',
    )
  })

  test('a free member sees Gratuit, no cancel button and no dates', async ({ page, signIn }) => {
    await signIn('free')
    const account = new AccountModel(page)
    await account.openSettings()
    await expect(account.badge()).toHaveText(/Gratuit$/)
    await expect(account.modifyButton).toHaveCount(0)
    await expect(account.fact('Date de début')).toHaveText('Non disponible')
    await expect(account.fact('Date de fin')).toHaveText('Non disponible')
    await expect(account.subscription.getByRole('link', { name: 'Devenir Premium' })).toHaveAttribute(
      'href',
      '/app/promotion',
    )
    await expectNoSeriousA11yViolations(page)
  })

  test('a cancelled premium sees Premium (annulé), the warning and no cancel button', async ({
    page,
    signIn,
  }) => {
    await signIn('cancelled')
    const account = new AccountModel(page)
    await account.openSettings()
    await expect(account.badge()).toHaveText(/Premium \(annulé\)$/)
    await expect(page.getByText('Votre abonnement sera annulé à la date de fin')).toBeVisible()
    await expect(account.modifyButton).toHaveCount(0)
    await expect(account.fact('Date de fin')).toHaveText(DATE)
    await expectNoSeriousA11yViolations(page)
  })
})

test('unsubscribing asks for the email, then shows the confirmation', async ({ page, request }) => {
  const member = await createMember(request, { premium: true, prefix: 'Desabo' })
  await seedStoredLogin(page, member.login)
  const account = new AccountModel(page)
  await account.openSettings()
  await account.modifyButton.click()
  await expect(page).toHaveURL(/modal=unsubscribe/)
  const dialog = account.unsubscribeDialog()
  const email = dialog.getByRole('textbox', { name: /Email/ })
  await expect(email).toHaveValue(member.email)
  await expectNoSeriousA11yViolations(page)

  await email.fill('   ')
  await dialog.getByRole('button', { name: 'Confirmer la résiliation' }).click()
  await expect(dialog.getByText("L'email est requis")).toBeVisible()
  await email.fill(member.email)
  await dialog.getByRole('button', { name: 'Confirmer la résiliation' }).click()
  await expect(dialog.getByRole('status')).toHaveText(
    'Un email de confirmation a été envoyé à votre adresse.',
  )
  await expectNoSeriousA11yViolations(page)

  await dialog.getByRole('button', { name: 'Retour à mon compte' }).click()
  await expect(dialog).toBeHidden()
  await expect(account.badge()).toHaveText(/Premium \(annulé\)$/)
  await expect(account.modifyButton).toHaveCount(0)
})

test('deleting the account asks for the password, then logs out 3 seconds after the confirmation', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { prefix: 'Suppr' })
  await seedStoredLogin(page, member.login)
  const account = new AccountModel(page)
  await account.openSettings()
  await account.deleteButton.click()
  const dialog = account.deleteDialog()
  await expect(dialog).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  const submit = dialog.getByRole('button', { name: 'Supprimer définitivement' })
  await submit.click()
  await expect(dialog.getByText('Veuillez entrer votre mot de passe')).toBeVisible()
  const password = dialog.getByLabel('Mot de passe')
  await password.fill('pas-le-bon')
  await submit.click()
  await expect(
    dialog.getByText('Erreur lors de la suppression du compte. Vérifiez votre mot de passe.'),
  ).toBeVisible()
  await expect(password).toHaveValue('pas-le-bon')

  await password.fill(member.password)
  await submit.click()
  await expect(dialog.getByRole('status')).toContainText('Votre compte a été supprimé.')
  const shownAt = Date.now()
  await expectNoSeriousA11yViolations(page)
  await expect(page).toHaveURL(/\/\?landing=1$/, { timeout: 8_000 })
  const elapsed = Date.now() - shownAt
  expect(elapsed).toBeGreaterThanOrEqual(2_500)
  expect(await readStoredLogin(page)).toBeNull()
  // The account is gone: its login is refused.
  const relogin = await request.post(`${MOCK_URL}/index_api/login`, {
    params: { login: member.email, pass: member.password },
    headers: { 'Api-Key': E2E_BUILD_ENV.VITE_API_KEY },
  })
  expect((await relogin.json()).error).toBe(1)
})

test.describe('edit profile', () => {
  test('saves the changes, which the next visit shows', async ({ page, request }) => {
    const member = await createMember(request, { prefix: 'Profil' })
    await seedStoredLogin(page, member.login)
    const account = new AccountModel(page)
    const form = await account.openEditProfile()
    const save = form.getByRole('button', { name: 'Enregistrer' })
    await expect(save).toBeDisabled()
    await expectNoSeriousA11yViolations(page)

    await form.getByLabel('Description').fill('Amatrice de randonnées et de cinéma italien.')
    await form.getByRole('textbox', { name: 'Taille (cm)' }).fill('172')
    await form.getByRole('checkbox', { name: 'Randonnée' }).check()
    await form.getByRole('combobox', { name: 'Couleur des yeux' }).click()
    await page.getByRole('option', { name: 'Noisette' }).click()
    await expect(form.getByText('Vous avez des modifications non enregistrées.')).toBeVisible()
    await save.click()
    await expect(form.getByRole('status').filter({ hasText: 'Votre profil a été mis à jour.' })).toBeVisible()
    await expect(save).toBeDisabled()

    await page.reload()
    const again = await account.openEditProfile()
    await expect(again.getByLabel('Description')).toHaveValue('Amatrice de randonnées et de cinéma italien.')
    await expect(again.getByRole('textbox', { name: 'Taille (cm)' })).toHaveValue('172')
    await expect(again.getByRole('checkbox', { name: 'Randonnée' })).toBeChecked()
    await expect(again.getByRole('combobox', { name: 'Couleur des yeux' })).toHaveText(/Noisette/)
  })

  test('a refused value and a failed save keep everything typed', async ({ page, request }) => {
    const member = await createMember(request, { prefix: 'Echec' })
    await seedStoredLogin(page, member.login)
    const account = new AccountModel(page)
    const form = await account.openEditProfile()
    const save = form.getByRole('button', { name: 'Enregistrer' })

    const height = form.getByRole('textbox', { name: 'Taille (cm)' })
    await height.fill('250')
    await save.click()
    await expect(form.getByText('La taille doit être comprise entre 140 et 220 cm.')).toBeVisible()
    await expect(height).toBeFocused()
    await height.fill('181')

    await form.getByLabel('Description').fill('Un texte que je ne veux pas perdre.')
    // One failure, for this member's calls only.
    await mockControl(request, 'fail', {
      path: '/index_api/user/modify/informations',
      kind: 'http500',
      times: 1,
      session_id: member.login.session_id,
    })
    await save.click()
    const alert = form
      .getByRole('alert')
      .filter({ hasText: 'Erreur lors de la mise à jour du profil. Veuillez réessayer.' })
    await expect(alert).toBeVisible()
    await expect(alert).toContainText('Une partie de vos modifications a été enregistrée')
    await expect(form.getByLabel('Description')).toHaveValue('Un texte que je ne veux pas perdre.')
    await expect(height).toHaveValue('181')
    await expectNoSeriousA11yViolations(page)

    await save.click()
    await expect(form.getByRole('status').filter({ hasText: 'Votre profil a été mis à jour.' })).toBeVisible()
    await page.reload()
    const again = await account.openEditProfile()
    await expect(again.getByRole('textbox', { name: 'Taille (cm)' })).toHaveValue('181')
    await expect(again.getByLabel('Description')).toHaveValue('Un texte que je ne veux pas perdre.')
  })
})

test('the member sees their own profile as others see it', async ({ page, signIn }) => {
  await signIn('premium')
  await page.goto('/app/account/view-profile')
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Voir mon profil')
  await expect(page.getByRole('heading', { level: 2, name: 'Juliette75' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Modifier mon profil' })).toHaveAttribute(
    'href',
    '/app/account/edit-profile',
  )
  await expectNoSeriousA11yViolations(page)
})
