/**
 * Issue 8 (support) end to end: the FAQ from its sections, and the contact form with the contact
 * reasons of spec section 3, including a failed send that keeps the message.
 */
import { expectNoSeriousA11yViolations } from './support/axe'
import { mockControl } from './support/mock'
import { expect, test } from './support/test'

test('the FAQ shows its sections and opens an answer', async ({ page, signIn }) => {
  await signIn('free')
  await page.goto('/app/faq')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ')
  await expect(page.getByRole('heading', { level: 2, name: 'Mon compte' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Abonnement et paiement' })).toBeVisible()
  const answer = page.getByText('Dans « Mon compte », zone « Supprimer mon compte ».', { exact: false })
  await expect(answer).toBeHidden()
  await page.getByText('Comment supprimer mon compte ?').click()
  await expect(answer).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await expect(page.getByRole('link', { name: 'Contactez-nous' })).toHaveAttribute('href', '/app/contact')
})

test('the contact form checks its fields, keeps the message on failure, then sends it', async ({
  page,
  signIn,
  request,
}) => {
  const login = await signIn('free')
  await page.goto('/app/contact')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact')
  const form = page.getByRole('form', { name: 'Formulaire de contact' })
  await expect(form.getByRole('textbox', { name: /Email/ })).toHaveValue('thomas@demo.fr')
  await expectNoSeriousA11yViolations(page)

  await form.getByRole('button', { name: 'Envoyer' }).click()
  await expect(form.getByText('Veuillez sélectionner une raison')).toBeVisible()
  await expect(form.getByText('Le message est requis')).toBeVisible()

  await form.getByRole('combobox', { name: /Motif/ }).click()
  const reasons = page.getByRole('listbox', { name: /Motif/ }).getByRole('option')
  await expect(reasons).toHaveText([
    'Maintenance technique',
    'Demande de partenariat',
    'Comportement suspect',
    'Réclamations diverses',
    'Affiliation',
  ])
  await page.getByRole('option', { name: 'Maintenance technique' }).click()
  const message = form.getByRole('textbox', { name: /Message/ })
  await message.fill('La page des votes ne se charge plus depuis hier soir.')
  await expect(form.getByText('Veuillez sélectionner une raison')).toHaveCount(0)

  // One failure, for this member's calls only.
  await mockControl(request, 'fail', {
    path: '/index_api/contact',
    kind: 'http500',
    times: 1,
    session_id: login.session_id,
  })
  await form.getByRole('button', { name: 'Envoyer' }).click()
  await expect(form.getByRole('alert').filter({ hasText: "L'envoi du message a échoué" })).toBeVisible()
  await expect(message).toHaveValue('La page des votes ne se charge plus depuis hier soir.')
  await expectNoSeriousA11yViolations(page)

  await form.getByRole('button', { name: 'Envoyer' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Votre message a bien été envoyé.' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})
