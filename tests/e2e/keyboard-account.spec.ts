/**
 * Cancelling premium and deleting the account, with the keyboard alone and the accessibility tree
 * checked at each step: the settings page's outline, the dialog taking the focus on its first field,
 * errors and confirmations announced, the focus back on the trigger when a dialog closes, and the
 * landing page's heading once the deleted member is logged out. At the phone and desktop sizes.
 */
import { AccountModel } from './models/account.model'
import { KeyboardWalker } from './models/keyboard.model'
import { seedStoredLogin } from './support/auth'
import { createMember } from './support/members'
import { expect, test } from './support/test'

const SIZES = [
  { label: 'phone', viewport: { width: 390, height: 844 } },
  { label: 'desktop', viewport: { width: 1366, height: 768 } },
] as const

for (const { label, viewport } of SIZES) {
  test.describe(`at the ${label} size`, () => {
    test.use({ viewport })

    test(`cancelling premium, by keyboard and screen reader (${label})`, async ({ page, request }) => {
      const member = await createMember(request, { premium: true, prefix: 'ClavAbo' })
      await seedStoredLogin(page, member.login)
      const account = new AccountModel(page)
      const walk = new KeyboardWalker(page)
      await account.openSettings()
      await walk.outline('Mon compte')
      await expect(account.subscription).toMatchAriaSnapshot(`
        - heading "Mon abonnement" [level=2]
        - text: "Statut de l'abonnement : Premium"
        - button "Modifier mon compte"
      `)

      await walk.tabTo(account.modifyButton)
      await walk.press('Enter')
      const dialog = account.unsubscribeDialog()
      await expect(dialog).toBeVisible()
      await expect(page).toHaveURL(/modal=unsubscribe/)
      // The dialog's first field has the focus, with the member's email in it.
      const email = dialog.getByRole('textbox', { name: /Email/ })
      await expect(email).toBeFocused()
      await expect(email).toHaveValue(member.email)
      await expect(dialog).toMatchAriaSnapshot(`
        - dialog "Résilier mon abonnement":
          - heading "Résilier mon abonnement" [level=2]
          - form "Résiliation de l'abonnement":
            - textbox "Email"
            - button "Confirmer la résiliation"
          - button "Fermer"
      `)

      // Escape closes it and the focus goes back to the button that opened it.
      await walk.dialogOutline(dialog)
      await walk.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(account.modifyButton).toBeFocused()
      await walk.press('Enter')
      await expect(email).toBeFocused()

      // An empty email: the error is announced and the field says it is invalid.
      await walk.press('ControlOrMeta+a')
      await walk.press('Delete')
      const confirm = dialog.getByRole('button', { name: 'Confirmer la résiliation' })
      await walk.tabTo(confirm, 10)
      await walk.press('Enter')
      await expect(dialog.getByRole('alert').filter({ hasText: "L'email est requis" })).toBeVisible()
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      await expect(email).toBeFocused()
      await walk.type(member.email)
      await walk.tabTo(confirm, 10)
      await walk.press('Enter')
      const done = dialog.getByRole('status')
      await expect(done).toHaveText('Un email de confirmation a été envoyé à votre adresse.')
      // The confirmation takes the focus, so it is read, and the way back is the next Tab.
      const back = dialog.getByRole('button', { name: 'Retour à mon compte' })
      await walk.tabTo(back, 3)
      await walk.press('Enter')
      await expect(dialog).toBeHidden()
      await expect(account.badge()).toHaveText(/Premium \(annulé\)$/)
      // Its trigger is gone with the subscription: the focus goes to the page's title, not to nothing.
      await expect(account.modifyButton).toHaveCount(0)
      await walk.expectFocusOnHeading('Mon compte')
      await walk.outline('Mon compte')
    })

    test(`deleting the account, by keyboard and screen reader (${label})`, async ({ page, request }) => {
      const member = await createMember(request, { prefix: 'ClavSuppr' })
      await seedStoredLogin(page, member.login)
      const account = new AccountModel(page)
      const walk = new KeyboardWalker(page)
      await account.openSettings()
      await walk.tabTo(account.deleteButton, 80)
      await walk.press('Enter')
      const dialog = account.deleteDialog()
      await expect(dialog).toBeVisible()
      const password = dialog.getByLabel('Mot de passe')
      await expect(password).toBeFocused()
      await expect(dialog).toMatchAriaSnapshot(`
        - alertdialog "Supprimer mon compte":
          - heading "Supprimer mon compte" [level=2]
          - form:
            - textbox "Mot de passe"
            - button "Supprimer définitivement"
            - button "Annuler"
          - button "Fermer"
      `)
      await walk.dialogOutline(dialog)
      await walk.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(account.deleteButton).toBeFocused()

      await walk.press('Space')
      await expect(password).toBeFocused()
      const submit = dialog.getByRole('button', { name: 'Supprimer définitivement' })
      await walk.tabTo(submit, 10)
      await walk.press('Enter')
      await expect(
        dialog.getByRole('alert').filter({ hasText: 'Veuillez entrer votre mot de passe' }),
      ).toBeVisible()
      await expect(password).toBeFocused()
      await expect(password).toHaveAttribute('aria-invalid', 'true')
      await walk.type('pas-le-bon')
      await walk.press('Enter')
      await expect(
        dialog
          .getByRole('alert')
          .filter({ hasText: 'Erreur lors de la suppression du compte. Vérifiez votre mot de passe.' }),
      ).toBeVisible()
      await expect(password).toBeFocused()
      await walk.press('ControlOrMeta+a')
      await walk.type(member.password)
      await walk.press('Enter')
      await expect(dialog.getByRole('status')).toContainText('Votre compte a été supprimé.')
      // Logged out 3 s later, on the landing page read from its heading.
      await expect(page).toHaveURL(/\/\?landing=1$/, { timeout: 10_000 })
      await walk.expectFocusOnHeading(/./)
      await walk.outline()
    })
  })
}
