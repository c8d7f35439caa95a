/**
 * A member's profile page (/app/users/{slug}) and its dialogs as a person meets them: the page's h1,
 * the member's name, the details (term → value), the actions, the gallery and the report dialogs.
 * Found by role and accessible name; names from the locale files.
 */
import { expect, type Locator, type Page } from '@playwright/test'
import { t } from '../support/locales'

/** The profile link slug of spec section 2: lowercase nickname, hyphen, id (as src/lib/slug.ts builds it). */
export function userSlug(nickname: string, id: string): string {
  const name = nickname
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `${name || 'membre'}-${id}`
}

export class ProfilePage {
  readonly main: Locator
  readonly heading: Locator
  readonly actions: Locator

  constructor(readonly page: Page) {
    this.main = page.getByRole('main')
    this.heading = this.main.getByRole('heading', { level: 1 })
    this.actions = this.main.getByRole('group', { name: t('profile:actions.label') })
  }

  /** Opens the page; with a `?modal=` query the dialog hides the page from assistive tech, so only the URL is checked. */
  async goto(slug: string, query = ''): Promise<void> {
    await this.page.goto(`/app/users/${slug}${query}`)
    if (query.includes('modal=')) await expect(this.page).toHaveURL(/modal=/)
    else await expect(this.heading).toHaveText(t('routes.profile'))
  }

  memberName(nickname: string): Locator {
    return this.main.getByRole('heading', { level: 2, name: nickname })
  }

  /** The value shown for a detail ('Sexe' → 'Femme'). */
  detail(term: string): Locator {
    return this.main
      .locator('dt', { hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]')
  }

  photoButton(index: number, nickname: string): Locator {
    return this.main.getByRole('button', { name: `Voir la photo ${index} de ${nickname}` })
  }

  galleryDialog(nickname: string): Locator {
    return this.page.getByRole('dialog', { name: `Photos de ${nickname}` })
  }

  reportDialog(nickname: string): Locator {
    return this.page.getByRole('dialog', { name: `Signaler ${nickname}` })
  }
}

/** The report dialog's controls. */
export class ReportDialogModel {
  readonly submit: Locator
  readonly code: Locator
  readonly details: Locator
  readonly captcha: Locator

  constructor(readonly dialog: Locator) {
    this.submit = dialog.getByRole('button', { name: t('profile:report.submit') })
    this.code = dialog.getByRole('textbox', { name: new RegExp(t('profile:report.code')) })
    this.details = dialog.getByRole('textbox', { name: t('profile:report.details') })
    this.captcha = dialog.getByRole('img', { name: t('profile:report.captchaAlt') })
  }

  reason(label: string): Locator {
    return this.dialog.getByRole('radio', { name: label })
  }
}
