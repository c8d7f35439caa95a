/**
 * Issue 8 (premium) end to end: the promotion page sends the member to the card provider (the mock
 * plays it), which returns to /app/payment-success (abo_confirm, then the member is premium) or to
 * /app/payment-error. Each test pays with a fresh member.
 */
import { AccountModel } from './models/account.model'
import { seedStoredLogin } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { MOCK_URL } from './support/e2e-env'
import { createMember } from './support/members'
import { expect, test } from './support/test'

test('promotion -> provider -> payment-success makes the member premium', async ({ page, request }) => {
  const member = await createMember(request, { prefix: 'Achat' })
  await seedStoredLogin(page, member.login)
  await page.goto('/app/promotion')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Devenir Premium')
  await expect(page.getByRole('heading', { name: 'Avec Premium' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Payer par carte bancaire' }).click()
  await page.waitForURL(`${MOCK_URL}/__mock/provider**`)
  await page.getByRole('button', { name: /^Payer / }).click()

  await page.waitForURL(/\/app\/payment-success\?abo_id=/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paiement confirmé')
  await expect(page.getByText('Votre abonnement Premium est actif. Merci !')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('link', { name: 'Voir mon abonnement' }).click()
  const account = new AccountModel(page)
  await expect(account.heading).toHaveText('Mon compte')
  await expect(account.badge()).toHaveText(/Premium$/)
  await expect(account.modifyButton).toBeVisible()
})

test('a refused payment lands on payment-error and the member stays free', async ({ page, request }) => {
  const member = await createMember(request, { prefix: 'Refus' })
  await seedStoredLogin(page, member.login)
  await page.goto('/app/promotion')
  await page.getByRole('button', { name: 'Payer par carte bancaire' }).click()
  await page.waitForURL(`${MOCK_URL}/__mock/provider**`)
  await page.getByRole('button', { name: 'Simuler un refus de paiement' }).click()

  await page.waitForURL(/\/app\/payment-error/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Échec du paiement')
  await expect(page.getByText("Votre paiement n'a pas abouti ou a été annulé.")).toBeVisible()
  await expect(page.getByRole('button', { name: 'Réessayer le paiement' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('link', { name: 'Retour à mon compte' }).click()
  await expect(new AccountModel(page).badge()).toHaveText(/Gratuit$/)
})

test('payment-success without a payment reference says so and offers the promotion', async ({
  page,
  signIn,
}) => {
  await signIn('free')
  await page.goto('/app/payment-success')
  await expect(page.getByRole('alert')).toContainText('Aucun paiement à confirmer')
  await expect(page.getByRole('button', { name: 'Réessayer' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: "Revenir à l'offre Premium" })).toHaveAttribute(
    'href',
    '/app/promotion',
  )
  await expectNoSeriousA11yViolations(page)
})
