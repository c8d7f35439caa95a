/**
 * Page model for the member's account: the settings page (subscription, colour mode, danger zone), its
 * unsubscribe and delete-account dialogs, and the profile editor. Found by role and accessible name.
 */
import { expect, type Locator, type Page } from '@playwright/test'

export class AccountModel {
  readonly heading: Locator
  readonly subscription: Locator
  readonly modifyButton: Locator
  readonly deleteButton: Locator
  readonly colorMode: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole('main').getByRole('heading', { level: 1 })
    this.subscription = page.getByRole('region', { name: 'Mon abonnement' })
    this.modifyButton = page.getByRole('button', { name: 'Modifier mon compte' })
    this.deleteButton = page.getByRole('button', { name: 'Supprimer mon compte' })
    this.colorMode = page.getByRole('region', { name: 'Apparence' }).getByRole('combobox', { name: 'Thème' })
  }

  async openSettings(): Promise<void> {
    await this.page.goto('/app/account/settings')
    await expect(this.heading).toHaveText('Mon compte')
    await expect(this.subscription).toBeVisible()
  }

  /** The badge's text (status), e.g. 'Premium (annulé)'. */
  badge(): Locator {
    return this.subscription.locator('[data-status]')
  }

  /** The value shown for a fact of the subscription ('Crédits disponibles', 'Date de début', ...). */
  fact(term: string): Locator {
    return this.subscription.locator('div', { has: this.page.getByText(term, { exact: true }) }).locator('dd')
  }

  unsubscribeDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Résilier mon abonnement' })
  }

  deleteDialog(): Locator {
    return this.page.getByRole('alertdialog', { name: 'Supprimer mon compte' })
  }

  async openEditProfile(): Promise<Locator> {
    await this.page.goto('/app/account/edit-profile')
    await expect(this.heading).toHaveText('Modifier mon profil')
    const form = this.page.getByRole('form', { name: 'Modifier mon profil' })
    await expect(form).toBeVisible()
    return form
  }
}
