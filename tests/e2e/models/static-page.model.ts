/** A static page (/app/page/{slug}): its title, the date line, and its sections of real text. */
import { expect, type Locator, type Page } from '@playwright/test'
import { AppShell } from './app-shell.model'

export class StaticPage {
  readonly shell: AppShell
  readonly article: Locator
  readonly sectionHeadings: Locator

  constructor(readonly page: Page) {
    this.shell = new AppShell(page)
    this.article = page.getByRole('main').getByRole('article')
    this.sectionHeadings = this.article.getByRole('heading', { level: 2 })
  }

  async goto(slug: string): Promise<void> {
    await this.shell.goto(`/app/page/${slug}`)
  }

  /** The words a reader gets: the article's text, whitespace collapsed. */
  async text(): Promise<string> {
    return ((await this.article.textContent()) ?? '').replace(/\s+/g, ' ').trim()
  }

  /** Real text of a reasonable length: several sections, no placeholder, no raw translation key. */
  async expectRealContent(slug: string, { minChars = 800, minSections = 2 } = {}): Promise<void> {
    await expect(this.sectionHeadings.first()).toBeVisible()
    expect(await this.sectionHeadings.count()).toBeGreaterThanOrEqual(minSections)
    const text = await this.text()
    expect(text.length, `only ${text.length} characters of text`).toBeGreaterThanOrEqual(minChars)
    expect(text).not.toMatch(/lorem ipsum|\{\{/i)
    expect(text).not.toMatch(new RegExp(`\\b${slug}\\.(title|intro|updated|sections)\\b`))
  }
}
