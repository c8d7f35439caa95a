/**
 * The vote pages as a person meets them: /app/vote (a photo to rate, the history), /app/top-photos
 * (the ranking by gender, paged) and /app/albums. Found by role and accessible name.
 */
import { expect, type Locator, type Page } from '@playwright/test'
import { t } from '../support/locales'

export class VotePage {
  readonly heading: Locator
  readonly stars: Locator
  readonly history: Locator
  readonly skip: Locator

  constructor(readonly page: Page) {
    const main = page.getByRole('main')
    this.heading = main.getByRole('heading', { level: 1 })
    this.stars = main.getByRole('radiogroup', { name: /^Votre note pour / })
    this.history = main.getByRole('region', { name: t('social:vote.history.title') })
    this.skip = main.getByRole('button', { name: t('social:vote.skip') })
  }

  async goto(): Promise<void> {
    await this.page.goto('/app/vote')
    await expect(this.heading).toHaveText(t('routes.vote'))
  }

  /** The nickname of the member whose photo is up for rating. */
  async candidateName(): Promise<string> {
    const link = this.page.getByRole('main').getByRole('link', { name: /^Voir le profil de / })
    return ((await link.textContent()) ?? '').trim()
  }
}

export class RankedListPage {
  readonly heading: Locator
  readonly list: Locator
  readonly pager: Locator

  constructor(
    readonly page: Page,
    pagerLabel: string,
  ) {
    const main = page.getByRole('main')
    this.heading = main.getByRole('heading', { level: 1 })
    this.list = main.getByRole('list').first()
    this.pager = main.getByRole('navigation', { name: pagerLabel })
  }

  items(): Locator {
    return this.list.getByRole('listitem')
  }

  nextPage(): Locator {
    return this.pager.getByRole('button', { name: t('ui:pager.next') })
  }

  pageStatus(page: number, count: number | RegExp = /\d+/): Locator {
    return this.pager.getByText(
      typeof count === 'number'
        ? `Page ${page} sur ${count}`
        : new RegExp(`^Page ${page} sur ${count.source}$`),
    )
  }
}
