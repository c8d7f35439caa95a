/**
 * Searching as a member meets it: the simple search on /app/search, the advanced search dialog, the
 * results with their pages, and the 'Membres en ligne' carousel. Found by role and accessible name;
 * the names come from the locale files, except the spec's own words ('Aucune ville trouvée').
 */
import { expect, type Locator, type Page } from '@playwright/test'
import { t } from '../support/locales'

const s = (key: string) => t(`search:${key}`)

export class SearchPage {
  readonly form: Locator
  readonly dialog: Locator
  readonly resultsHeading: Locator
  readonly results: Locator
  readonly pagination: Locator
  readonly summary: Locator

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: s('page.formLabel') })
    this.dialog = page.getByRole('dialog', { name: s('advanced.title') })
    this.resultsHeading = page.getByRole('main').getByRole('heading', { level: 2 }).first()
    this.results = page.getByRole('list', { name: s('results.listLabel') })
    this.pagination = page.getByRole('navigation', { name: s('pagination.label') })
    this.summary = page.getByRole('list', { name: s('results.summaryLabel') })
  }

  async goto(path = '/app/search'): Promise<void> {
    await this.page.goto(path)
    await expect(this.page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  }

  /** The search form in `scope` (the page's or the dialog's). */
  slider(scope: Locator, name: string): Locator {
    return scope.getByRole('slider', { name })
  }

  /** Picks an option of a select (gender, eyes...) in `scope`. */
  async choose(scope: Locator, label: string, option: string): Promise<void> {
    await scope.getByRole('combobox', { name: label }).click()
    await this.page.getByRole('option', { name: option }).click()
    await expect(scope.getByRole('combobox', { name: label })).toHaveText(option)
  }

  /** Flips a switch of `scope` by its label, as a person clicks it (the input itself is hidden). */
  async toggle(scope: Locator, name: string): Promise<void> {
    const control = scope.getByRole('switch', { name })
    const was = await control.isChecked()
    await scope.getByText(name, { exact: true }).click()
    await expect(control).toBeChecked({ checked: !was })
  }

  /** Types in the city field of `scope` and picks `option` from the suggestions. */
  async pickCity(scope: Locator, typed: string, option: string): Promise<void> {
    const input = scope.getByRole('combobox', { name: s('form.city.label') })
    await input.fill('')
    await input.pressSequentially(typed, { delay: 40 })
    await this.page.getByRole('option', { name: option }).click()
    await expect(input).toHaveValue(option)
  }

  async openAdvanced(): Promise<void> {
    await this.form.getByRole('button', { name: new RegExp(`^${s('form.advanced')}`) }).click()
    await expect(this.dialog).toBeVisible()
  }

  async submit(scope: Locator = this.form): Promise<void> {
    await scope.getByRole('button', { name: s('form.submit') }).click()
  }

  /** Waits for a loaded page of results and returns the nicknames on it. */
  async nicknames(): Promise<string[]> {
    await expect(this.results).toBeVisible()
    await expect(this.results).not.toHaveAttribute('aria-busy', 'true')
    return this.results.getByRole('heading', { level: 3 }).allTextContents()
  }

  pageLink(name: 'previous' | 'next' | number): Locator {
    const label =
      name === 'previous'
        ? s('pagination.previous')
        : name === 'next'
          ? s('pagination.next')
          : s('pagination.page').replace('{{page}}', String(name))
    return this.pagination.getByRole('link', { name: label, exact: true })
  }
}

/** The 'Membres en ligne' banner above every member page. */
export class OnlineCarousel {
  readonly region: Locator
  readonly slides: Locator
  readonly viewport: Locator
  readonly pauseButton: Locator
  readonly playButton: Locator

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: s('carousel.title') })
    // The real slides: the copies that make the loop are hidden from assistive technology.
    this.slides = this.region.getByRole('group')
    this.viewport = this.region.locator('[aria-live]')
    this.pauseButton = this.region.getByRole('button', { name: s('carousel.pause') })
    this.playButton = this.region.getByRole('button', { name: s('carousel.play') })
  }

  /** The track's transform: it changes when the row moves. */
  async offset(): Promise<string> {
    return this.viewport
      .locator('> div')
      .evaluate((el) => (el as HTMLElement).style.getPropertyValue('--slide-offset'))
  }
}
