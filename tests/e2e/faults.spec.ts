/**
 * Bad networks, end to end: a slow network shows loading states and never lets a form submit twice;
 * a dead socket is recovered, by itself when the server comes back during the backoff, and by the
 * member's "Reconnecter" once the five attempts are spent. Faults are scoped to the test's own member
 * (or to its page's requests), so the tests running beside it are untouched.
 */
import type { Page } from '@playwright/test'
import { OnboardingModel } from './models/onboarding.model'
import { seedStoredLogin } from './support/auth'
import { createMember } from './support/members'
import { mockControl } from './support/mock'
import { expect, test } from './support/test'

/** Holds every API call matching `pattern` for `ms`, and counts them. */
async function slowCalls(page: Page, pattern: RegExp, ms: number) {
  const seen: string[] = []
  await page.route(pattern, async (route) => {
    seen.push(route.request().url())
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue()
  })
  return seen
}

test('a slow login shows it is working and sends the form once, however often it is submitted', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { prefix: 'Lent' })
  const calls = await slowCalls(page, /\/index_api\/login/, 1500)
  await page.goto('/app/register?modal=login')
  await expect(page.locator('html[data-app-ready]')).toBeAttached()
  const onboarding = new OnboardingModel(page)
  const dialog = onboarding.loginDialog()
  await dialog.getByLabel('Email ou pseudo').fill(member.email)
  await dialog.getByLabel('Mot de passe').fill(member.password)
  const submit = dialog.getByRole('button', { name: 'Se connecter' })
  await submit.click()
  await expect(submit).toHaveAttribute('aria-busy', 'true')
  // Again, by button and by Enter, while the first is on its way.
  await submit.click({ force: true })
  await dialog.getByLabel('Mot de passe').press('Enter')
  await expect(page).toHaveURL(/\/app$/, { timeout: 10_000 })
  expect(calls).toHaveLength(1)
})

test('a slow registration sends the form once', async ({ page }) => {
  const calls = await slowCalls(page, /\/index_api\/subscribe/, 1500)
  await page.goto('/app/register')
  await expect(page.locator('html[data-app-ready]')).toBeAttached()
  const form = page.getByRole('form', { name: "Formulaire d'inscription" })
  const nickname = `Lente${Date.now().toString().slice(-6)}`
  await form.getByLabel('Email').fill(`${nickname.toLowerCase()}@test.fr`)
  await form.getByLabel('Mot de passe').fill('motdepasse')
  await form.getByLabel('Pseudo').fill(nickname)
  await form.getByRole('checkbox').check()
  const submit = form.getByRole('button', { name: 'Créer mon compte' })
  await submit.click()
  // The button keeps its place and says it is working.
  const busy = form.locator('button[type=submit]')
  await expect(busy).toHaveAttribute('aria-busy', 'true')
  await busy.click({ force: true })
  await form.getByLabel('Pseudo').press('Enter')
  await expect(page.getByRole('dialog', { name: 'Complétez votre profil' })).toBeVisible({ timeout: 10_000 })
  expect(calls).toHaveLength(1)
})

test('a socket refused while reconnecting comes back by itself once the server accepts it again', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { prefix: 'Prise' })
  const session = { session_id: member.login.session_id }
  await seedStoredLogin(page, member.login)
  await page.goto('/app/account/settings')
  const header = page.getByRole('banner')
  await expect(header.getByRole('status').filter({ hasText: 'Connecté' })).toBeVisible()

  await mockControl(request, 'socket/refuse', { ...session, on: 1 })
  await mockControl(request, 'socket/drop', session)
  await expect(header.getByRole('status').filter({ hasText: 'Connexion…' })).toBeVisible()
  await mockControl(request, 'socket/refuse', { ...session, on: 0 })
  // Attempts wait 3 s, then 4.5 s: one of them finds the server back.
  await expect(header.getByRole('status').filter({ hasText: 'Connecté' })).toBeVisible({ timeout: 20_000 })
})

test('a socket dead for five attempts shows the error, and "Reconnecter" brings it back', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const member = await createMember(request, { prefix: 'Morte' })
  const session = { session_id: member.login.session_id }
  await seedStoredLogin(page, member.login)
  await page.goto('/app/account/settings')
  const header = page.getByRole('banner')
  await expect(header.getByRole('status').filter({ hasText: 'Connecté' })).toBeVisible()

  await mockControl(request, 'socket/refuse', { ...session, on: 1 })
  await mockControl(request, 'socket/drop', session)
  // 3000 + 4500 + 6750 + 10125 + 15187.5 ms of backoff (spec section 9), then the error.
  await expect(header.getByRole('status').filter({ hasText: 'Erreur de connexion' })).toBeVisible({
    timeout: 60_000,
  })
  await mockControl(request, 'socket/refuse', { ...session, on: 0 })
  await page.getByRole('button', { name: 'Reconnecter' }).first().click()
  await expect(header.getByRole('status').filter({ hasText: 'Connecté' })).toBeVisible({ timeout: 10_000 })
})
