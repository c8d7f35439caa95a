/**
 * The chat as a member meets it: the conversation page (history, composer, actions, the contact's
 * private album, the owner's answer bar) and the lists page, found by role and accessible name.
 */
import { type Browser, type BrowserContext, expect, type Locator, type Page } from '@playwright/test'
import { buildUserSlug } from '../../../src/lib/slug'
import { seedStoredLogin } from '../support/auth'
import { APP_URL } from '../support/e2e-env'
import type { TestMember } from '../support/members'

export class ConversationPage {
  readonly history: Locator
  readonly composer: Locator
  readonly sendButton: Locator
  readonly photoButton: Locator
  readonly albumSection: Locator
  readonly answerBar: Locator
  readonly connected: Locator

  constructor(
    readonly page: Page,
    readonly contact: { nickname: string; id: string },
  ) {
    this.history = page.getByRole('region', { name: `Messages avec ${contact.nickname}` })
    this.composer = page.getByRole('textbox', { name: `Votre message à ${contact.nickname}` })
    this.sendButton = page.getByRole('button', { name: 'Envoyer', exact: true })
    this.photoButton = page.getByRole('button', { name: 'Envoyer une photo' })
    this.albumSection = page.getByRole('region', { name: `Album privé de ${contact.nickname}` })
    this.answerBar = page.getByRole('region', { name: "Demande d'accès à votre album privé" })
    this.connected = page.getByRole('banner').getByRole('status').filter({ hasText: 'Connecté' })
  }

  static path(contact: { nickname: string; id: string }) {
    return `/app/chat/${buildUserSlug(contact.nickname, contact.id)}`
  }

  /** Opens the conversation and waits until it is read and the socket is up (live messages arrive). */
  async open(): Promise<void> {
    await this.page.goto(ConversationPage.path(this.contact))
    await expect(this.page.getByRole('heading', { level: 1, name: 'Conversation' })).toBeVisible()
    await expect(this.composer).toBeVisible()
    await expect(this.connected).toBeVisible({ timeout: 10_000 })
  }

  message(text: string): Locator {
    return this.history.getByRole('listitem').filter({ hasText: text })
  }

  async write(text: string): Promise<void> {
    await this.composer.fill(text)
    await this.composer.press('Enter')
  }
}

/** A second (or third) member in their own browser context, signed in with their stored login. */
export async function memberContext(
  browser: Browser,
  member: TestMember,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: APP_URL, locale: 'fr-FR', timezoneId: 'Europe/Paris' })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`))
  await seedStoredLogin(page, member.login)
  return { context, page, errors }
}
