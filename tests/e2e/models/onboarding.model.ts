/**
 * Page model for signing in and up: the registration page, the login dialog and the complete-profile
 * dialog, found by role and accessible name as a member would.
 */
import { expect, type Page } from '@playwright/test'

export class OnboardingModel {
  constructor(readonly page: Page) {}

  loginDialog() {
    return this.page.getByRole('dialog', { name: 'Connexion' })
  }

  completeProfileDialog() {
    return this.page.getByRole('dialog', { name: 'Complétez votre profil' })
  }

  async register(account: { email: string; password: string; nickname: string }) {
    const form = this.page.getByRole('form', { name: "Formulaire d'inscription" })
    await form.getByLabel('Email').fill(account.email)
    await form.getByLabel('Mot de passe').fill(account.password)
    await form.getByLabel('Pseudo').fill(account.nickname)
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Créer mon compte' }).click()
  }

  async completeProfile(profile: {
    cityQuery: string
    city: string
    birthDate: string
    gender: string
    searchFor: string
  }) {
    const dialog = this.completeProfileDialog()
    await expect(dialog).toBeVisible()
    const city = dialog.getByRole('combobox', { name: /Ville/ })
    await city.fill(profile.cityQuery)
    await this.page.getByRole('option', { name: profile.city }).click()
    await dialog.getByLabel('Date de naissance').fill(profile.birthDate)
    // Each choice from its own list: the previous list may still be closing when the next opens.
    await dialog.getByRole('combobox', { name: /Je suis/ }).click()
    await this.page
      .getByRole('listbox', { name: 'Je suis' })
      .getByRole('option', { name: profile.gender })
      .click()
    await dialog.getByRole('combobox', { name: /Je recherche/ }).click()
    await this.page
      .getByRole('listbox', { name: 'Je recherche' })
      .getByRole('option', { name: profile.searchFor })
      .click()
    await dialog.getByRole('button', { name: 'Enregistrer' }).click()
  }

  async logIn(login: string, password: string) {
    const dialog = this.loginDialog()
    await expect(dialog).toBeVisible()
    await dialog.getByLabel('Email ou pseudo').fill(login)
    await dialog.getByLabel('Mot de passe').fill(password)
    await dialog.getByRole('button', { name: 'Se connecter' }).click()
  }
}
