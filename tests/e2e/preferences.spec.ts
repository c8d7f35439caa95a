/** Colour mode (light / dark / system) and language (fr / en / es) are switched in the header and persist. */
import { AppShell } from './models/app-shell.model'
import { t } from './support/locales'
import { expect, test } from './support/test'

// Spec section 2: body backgrounds of the two schemes.
const LIGHT_BG = 'rgb(245, 245, 245)' // #F5F5F5
const DARK_BG = 'rgb(24, 26, 32)' // #181A20

test.describe('colour mode', () => {
  test('dark and light survive a reload', { tag: '@smoke' }, async ({ page }) => {
    const shell = new AppShell(page)
    await shell.goto('/')
    expect(await shell.offeredColorModes()).toEqual(['light', 'dark', 'system'])
    await shell.expectColorMode('system')

    await shell.chooseColorMode('dark')
    await shell.expectScheme('dark')
    await page.reload()
    await expect(shell.heading).toBeVisible()
    await shell.expectColorMode('dark')
    await shell.expectScheme('dark')
    expect(await shell.bodyBackground()).toBe(DARK_BG)

    await shell.chooseColorMode('light')
    await page.reload()
    await expect(shell.heading).toBeVisible()
    await shell.expectColorMode('light')
    await shell.expectScheme('light')
    expect(await shell.bodyBackground()).toBe(LIGHT_BG)
  })

  test('the choice holds on other pages', async ({ page }) => {
    const shell = new AppShell(page)
    await shell.goto('/')
    await shell.chooseColorMode('dark')
    await shell.goto('/app/page/cgu')
    await shell.expectColorMode('dark')
    await shell.expectScheme('dark')
  })

  test('"system" follows the operating system, live', async ({ page }) => {
    const shell = new AppShell(page)
    await page.emulateMedia({ colorScheme: 'dark' })
    await shell.goto('/app/register')
    await shell.expectColorMode('system')
    await shell.expectScheme('dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await shell.expectScheme('light')

    // An explicit choice wins over the system...
    await shell.chooseColorMode('dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await shell.expectScheme('dark')
    // ...until "system" is chosen again, which also persists.
    await shell.chooseColorMode('system')
    await shell.expectScheme('light')
    await page.reload()
    await expect(shell.heading).toBeVisible()
    await shell.expectColorMode('system')
  })
})

test.describe('language', () => {
  test('offers French, English and Spanish, French first', async ({ page }) => {
    const shell = new AppShell(page)
    await shell.goto('/app/register')
    await shell.expectLanguage('fr')
    expect(await shell.offeredLanguages()).toEqual(['fr', 'en', 'es'])
  })

  test('English and Spanish survive a reload', { tag: '@smoke' }, async ({ page }) => {
    const shell = new AppShell(page)
    await shell.goto('/app/register')
    await shell.expectHeading(t('routes.register', 'fr'))

    await shell.chooseLanguage('en')
    await shell.expectHeading(t('routes.register', 'en'))
    await page.reload()
    await expect(shell.heading).toBeVisible()
    await shell.expectLanguage('en')
    await shell.expectHeading(t('routes.register', 'en'))
    await expect(shell.footerLink(t('footer.faq', 'en'))).toBeVisible()

    await shell.chooseLanguage('es')
    await page.reload()
    await expect(shell.heading).toBeVisible()
    await shell.expectLanguage('es')
    await shell.expectHeading(t('routes.register', 'es'))
  })

  test('the choice holds on other pages', async ({ page }) => {
    const shell = new AppShell(page)
    await shell.goto('/')
    await shell.chooseLanguage('en')
    await shell.goto('/app/users/anything-12')
    await shell.expectLanguage('en')
    await shell.expectHeading(t('routes.profile', 'en'))
  })
})
