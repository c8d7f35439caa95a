/**
 * The app shell as a person meets it: the header (home link, main navigation, language and colour
 * mode switches), the main content with its one h1, and the footer. Found by role and accessible name.
 */
import { expect, type Locator, type Page } from '@playwright/test'
import { anyLang, type Lang, t } from '../support/locales'

export type ColorMode = 'light' | 'dark' | 'system'

export class AppShell {
  readonly header: Locator
  readonly main: Locator
  readonly footer: Locator
  readonly heading: Locator
  readonly mainNav: Locator
  readonly footerNav: Locator
  readonly homeLink: Locator
  readonly languageSwitch: Locator
  readonly colorModeSwitch: Locator
  readonly skipLink: Locator

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner')
    this.main = page.getByRole('main')
    this.footer = page.getByRole('contentinfo')
    this.heading = this.main.getByRole('heading', { level: 1 })
    this.mainNav = page.getByRole('navigation', { name: anyLang('nav.label') })
    this.footerNav = this.footer.getByRole('navigation', { name: anyLang('footer.label') })
    this.homeLink = this.header.getByRole('link', { name: anyLang('app.homeLink') })
    this.languageSwitch = this.header.getByRole('combobox', { name: anyLang('preferences.language') })
    this.colorModeSwitch = this.header.getByRole('combobox', { name: anyLang('preferences.colorMode') })
    this.skipLink = page.getByRole('link', { name: anyLang('app.skipToContent') })
  }

  /** Opens `path` and waits for the page's h1 (pages are lazy chunks behind a loading state). */
  /** Opens `path` and waits for the app to run (`/` paints from prerendered HTML before it does). */
  async goto(path: string): Promise<void> {
    await this.page.goto(path)
    await expect(this.page.locator('html[data-app-ready]')).toBeAttached()
    await expect(this.heading).toBeVisible()
  }

  async expectHeading(text: string | RegExp): Promise<void> {
    await expect(this.heading).toHaveText(text)
  }

  async chooseLanguage(lang: Lang): Promise<void> {
    await this.languageSwitch.selectOption(lang)
    await expect(this.page.locator('html')).toHaveAttribute('lang', lang)
  }

  /** The language the page says it is in (<html lang>), checked against the switch. */
  async expectLanguage(lang: Lang): Promise<void> {
    await expect(this.page.locator('html')).toHaveAttribute('lang', lang)
    await expect(this.languageSwitch).toHaveValue(lang)
    await expect(this.languageSwitch).toHaveAccessibleName(t('preferences.language', lang))
  }

  async chooseColorMode(mode: ColorMode): Promise<void> {
    await this.colorModeSwitch.selectOption(mode)
    await expect(this.colorModeSwitch).toHaveValue(mode)
  }

  async expectColorMode(mode: ColorMode): Promise<void> {
    await expect(this.colorModeSwitch).toHaveValue(mode)
  }

  /** The scheme actually painted: Panda's dark condition keys on <html class="dark">. */
  async expectScheme(scheme: 'light' | 'dark'): Promise<void> {
    const html = this.page.locator('html')
    if (scheme === 'dark') await expect(html).toHaveClass(/(^|\s)dark(\s|$)/)
    else await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/)
    await expect(html).toHaveCSS('color-scheme', scheme)
  }

  /** The background colour the body is painted with, as the browser computes it. */
  bodyBackground(): Promise<string> {
    return this.page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  }

  footerLink(name: string | RegExp): Locator {
    return this.footerNav.getByRole('link', { name, exact: typeof name === 'string' })
  }

  navLink(name: string | RegExp): Locator {
    return this.mainNav.getByRole('link', { name, exact: typeof name === 'string' })
  }

  copyright(): Locator {
    return this.footer.getByText(/©/)
  }

  /** Every language the switch offers, by value. */
  offeredLanguages(): Promise<string[]> {
    return optionValues(this.languageSwitch)
  }

  /** Every colour mode the switch offers, by value. */
  offeredColorModes(): Promise<string[]> {
    return optionValues(this.colorModeSwitch)
  }
}

function optionValues(select: Locator): Promise<string[]> {
  return select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
}
