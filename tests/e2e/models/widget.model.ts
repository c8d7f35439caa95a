/**
 * Page model for the partner widget on a partner's page: the carousel in the placeholder, the
 * launcher and the chat panel (each in an open shadow root, which Playwright's locators pierce),
 * found by role and accessible name as a visitor would.
 */
import { expect, type Locator, type Page } from '@playwright/test'
import { t } from '../support/locales'

export class WidgetModel {
  constructor(readonly page: Page) {}

  /** The partner's placeholder, holding the carousel. */
  placeholder(): Locator {
    return this.page.locator('[data-flirt-widget]')
  }

  carousel(): Locator {
    return this.placeholder().getByRole('region', { name: t('search:carousel.title') })
  }

  /** The members of the carousel a visitor can reach (the loop's copies are hidden from them). */
  members(): Locator {
    return this.placeholder().getByRole('button', { name: new RegExp(`^${t('widget:carousel.chatWith')} `) })
  }

  /**
   * A member the visitor can see now: the pointer rests on the row (which pauses it), then the first
   * member wholly inside it is taken (the others are clipped out of sight as the row turns).
   */
  async visibleMember(): Promise<{ button: Locator; nickname: string }> {
    const row = await this.placeholder().boundingBox()
    if (!row) throw new Error('the carousel has no box')
    await this.page.mouse.move(row.x + row.width / 2, row.y + row.height / 2)
    const count = await this.members().count()
    for (let i = 0; i < count; i++) {
      const button = this.members().nth(i)
      const box = await button.boundingBox()
      if (box && box.x >= row.x && box.x + box.width <= row.x + row.width) {
        // Its text: the hidden "Discuter avec", maybe an initial (no photo), then the nickname.
        // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText keeps the line breaks
        const lines = (await button.innerText())
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean)
          .slice(1)
        const nickname = (lines[0]?.length === 1 ? lines[1] : lines[0]) ?? ''
        return { button, nickname }
      }
    }
    throw new Error('no member of the carousel is in sight')
  }

  /** The floating button (a disclosure: same name open or closed, aria-expanded tells). */
  launcher(): Locator {
    return this.page
      .locator('[data-flirt-widget-host]')
      .getByRole('button', { name: new RegExp(`^${t('widget:launcher.open')}`) })
  }

  panel(): Locator {
    return this.page.getByRole('dialog', { name: t('widget:panel.title') })
  }

  async register(account: { email: string; password: string; nickname: string }) {
    const form = this.panel().getByRole('form', { name: t('onboarding:register.formLabel') })
    await form.getByLabel(t('onboarding:register.email')).fill(account.email)
    await form.getByLabel(t('onboarding:register.password')).fill(account.password)
    await form.getByLabel(t('onboarding:register.nickname')).fill(account.nickname)
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: t('onboarding:register.submit') }).click()
  }

  composer(): Locator {
    return this.panel().getByRole('textbox', {
      name: new RegExp(`^${t('chat:composer.label').split('{{')[0]}`),
    })
  }

  async send(text: string) {
    await this.composer().fill(text)
    await this.panel()
      .getByRole('button', { name: t('chat:composer.send'), exact: true })
      .click()
    await expect(this.panel().getByText(text, { exact: true }).first()).toBeVisible()
  }

  /** Waits for the widget to be mounted: the carousel's members and the launcher are there. */
  async ready() {
    await expect(this.members().first()).toBeVisible({ timeout: 15_000 })
    await expect(this.launcher()).toBeVisible()
  }
  /**
   * Opens the chat with `contact` through the page's API (`FlirtWidget('open', id)`) and logs `member`
   * in inside the panel, as a member coming from the partner's page does; returns the panel.
   */
  async logInOnChat(
    member: { email: string; password: string },
    contact: { id: string; nickname: string },
  ): Promise<Locator> {
    await this.page.evaluate((id) => {
      ;(window as unknown as { FlirtWidget: (...a: unknown[]) => void }).FlirtWidget('open', id)
    }, contact.id)
    const panel = this.panel()
    await expect(panel).toBeVisible()
    await panel.getByRole('button', { name: t('widget:auth.login'), exact: true }).click()
    await panel.getByLabel(t('auth:login.loginLabel')).fill(member.email)
    await panel.getByLabel(t('auth:login.passwordLabel')).fill(member.password)
    await panel
      .locator('form')
      .getByRole('button', { name: t('auth:login.submit') })
      .click()
    await expect(panel.getByRole('heading', { name: contact.nickname })).toBeVisible({ timeout: 10_000 })
    return panel
  }
}
