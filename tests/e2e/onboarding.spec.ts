/**
 * Issue 4 end to end, against the production build and the standalone mock server: register,
 * complete the profile, log out, log in and land on the page asked for; a dead session with a token
 * comes back silently; a bad password shows the server's error_label.
 */
import { OnboardingModel } from './models/onboarding.model'
import { readStoredLogin, seedStoredLogin } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { DEMO_ACCOUNTS, demoLogin, mockControl } from './support/mock'
import { expect, test } from './support/test'

test('a visitor registers, completes the profile, logs out, logs in and lands on the page asked for', async ({
  page,
}) => {
  // A whole registration, profile, logout and login: 19 s of its 30 on a slower two-core CI machine.
  test.slow()
  const onboarding = new OnboardingModel(page)
  const stamp = Date.now().toString(36)
  const account = { email: `e2e-${stamp}@exemple.fr`, password: 'secret123', nickname: `E2e_${stamp}` }

  await page.goto('/app/search')
  await expect(page).toHaveURL(/\/app\/register\?redirect=%2Fapp%2Fsearch$/)
  await onboarding.register(account)

  // Signed in, sent where they were going, and asked to complete the profile.
  await expect(page).toHaveURL(/\/app\/search/)
  await onboarding.completeProfile({
    cityQuery: 'Lyo',
    city: 'Lyon (69)',
    birthDate: '1990-05-17',
    gender: 'Une femme',
    searchFor: 'Un homme',
  })
  await expect(onboarding.completeProfileDialog()).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Recherche' })).toBeVisible()
  // Complete now: the dialog does not come back on the next page.
  await page.getByRole('link', { name: 'Messages' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible()
  await expect(onboarding.completeProfileDialog()).toBeHidden()

  // Log out through the confirmation page.
  await page.getByRole('button', { name: 'Menu du compte' }).click()
  await page.getByRole('menu').getByRole('menuitem', { name: 'Déconnexion' }).click()
  await page.getByRole('link', { name: 'Quitter le site' }).click()
  await expect(page).toHaveURL(/\/\?landing=1$/)
  expect(await readStoredLogin(page)).toBeNull()

  // Ask for a page, get sent to register, log in from there, land on the page.
  await page.goto('/app/top-photos')
  await expect(page).toHaveURL(/redirect=%2Fapp%2Ftop-photos/)
  await page.getByRole('button', { name: 'Déjà membre ? Se connecter' }).click()
  await onboarding.logIn(account.nickname, account.password)
  await expect(page).toHaveURL(/\/app\/top-photos$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Classements et votes' })).toBeVisible()
  expect(await readStoredLogin(page)).not.toBeNull()
})

test('a bad password shows the server error_label and keeps what was typed', async ({ page }) => {
  const onboarding = new OnboardingModel(page)
  await page.goto('/?modal=login')
  await onboarding.logIn(DEMO_ACCOUNTS.free, 'wrong-password')
  const dialog = onboarding.loginDialog()
  await expect(dialog.getByText('Identifiant ou mot de passe incorrect.')).toBeVisible()
  await expect(dialog.getByLabel('Email ou pseudo')).toHaveValue(DEMO_ACCOUNTS.free)
})

test('an empty login shows the messages of section 5', async ({ page }) => {
  await page.goto('/?modal=login')
  const dialog = new OnboardingModel(page).loginDialog()
  await dialog.getByRole('button', { name: 'Se connecter' }).click()
  await expect(dialog.getByText("L'email est requis")).toBeVisible()
  await expect(dialog.getByText('Le mot de passe est requis')).toBeVisible()
})

test('a stored login whose session died comes back silently with a new session id (token relogin)', async ({
  page,
  request,
}) => {
  const login = await demoLogin(request, 'premium')
  expect(login.token_login).toBeTruthy()
  await mockControl(request, 'session/expire', { session_id: login.session_id })
  await seedStoredLogin(page, login)

  await page.goto('/app/account/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible()
  await expect(page).toHaveURL(/\/app\/account\/settings$/)
  await expect.poll(async () => (await readStoredLogin(page))?.session_id).not.toBe(login.session_id)
  const renewed = await readStoredLogin(page)
  expect(renewed?.user_id).toBe(login.user_id)
  expect(renewed?.token_login).toBe(login.token_login)
})

test('a stored login whose session died without a token is removed and the visitor sent to register', async ({
  page,
  request,
}) => {
  const { token_login: _token, ...withoutToken } = await demoLogin(request, 'free')
  await mockControl(request, 'session/expire', { session_id: withoutToken.session_id })
  await seedStoredLogin(page, withoutToken)
  await page.goto('/app/vote')
  await expect(page).toHaveURL(/\/app\/register\?redirect=%2Fapp%2Fvote$/)
  expect(await readStoredLogin(page)).toBeNull()
})

test('another tab follows a logout within a second', async ({ page, context, request }) => {
  const login = await demoLogin(request, 'cancelled')
  await seedStoredLogin(page, login)
  await page.goto('/app/wall')
  await expect(page.getByRole('heading', { level: 1, name: "Mur d'activité" })).toBeVisible()
  const other = await context.newPage()
  await other.goto('/app/wall')
  await expect(other.getByRole('heading', { level: 1, name: "Mur d'activité" })).toBeVisible()
  // The heading comes with the page's HTML (its prerendered shell): the second a tab has to follow
  // counts from when its app runs.
  await expect(other.locator('html[data-app-ready]')).toHaveCount(1)

  await page.goto('/app/logout')
  await expect(page).toHaveURL(/\/\?landing=1$/)
  await expect(other).toHaveURL(/\/app\/register\?redirect=%2Fapp%2Fwall$/, { timeout: 1000 })
})

test('the login dialog opens from the header, closes with Escape and with the back button', async ({
  page,
}) => {
  const onboarding = new OnboardingModel(page)
  await page.goto('/app/page/cgu')
  // The visitor page offers its own 'Se connecter' too; this test is about the header's link.
  const headerLogin = page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Se connecter' })
  await headerLogin.click()
  await expect(onboarding.loginDialog()).toBeVisible()
  await expect(page).toHaveURL(/modal=login/)
  await page.keyboard.press('Escape')
  await expect(onboarding.loginDialog()).toBeHidden()
  await expect(page).not.toHaveURL(/modal=login/)
  await headerLogin.click()
  await expect(onboarding.loginDialog()).toBeVisible()
  await page.goBack()
  await expect(onboarding.loginDialog()).toBeHidden()
  await expect(page).not.toHaveURL(/modal=login/)
})

test('the open login and complete-profile dialogs pass axe', async ({ page, request }) => {
  await page.goto('/?modal=login')
  await expect(new OnboardingModel(page).loginDialog()).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  const login = await demoLogin(request, 'incomplete')
  await seedStoredLogin(page, login)
  await page.goto('/app/search')
  await expect(new OnboardingModel(page).completeProfileDialog()).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})
