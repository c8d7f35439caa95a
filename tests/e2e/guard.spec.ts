/** The route guard of spec sections 2 and 6: who may open what under /app. */
import { AppShell } from './models/app-shell.model'
import { t } from './support/locales'
import { GUARDED_PATHS, STATIC_PAGES } from './support/routes'
import { expect, test } from './support/test'

test.describe('a visitor (no stored login)', () => {
  test('opening /app/search lands on /app/register?redirect=%2Fapp%2Fsearch', { tag: '@smoke' }, async ({
    page,
  }) => {
    const shell = new AppShell(page)
    await page.goto('/app/search')
    await expect(page).toHaveURL('/app/register?redirect=%2Fapp%2Fsearch')
    await shell.expectHeading(t('routes.register'))
  })

  test('the original query string travels in the redirect parameter', async ({ page }) => {
    const original = '/app/search/result?city=Paris&age_from=25'
    await page.goto(original)
    await expect(page).toHaveURL(`/app/register?redirect=${encodeURIComponent(original)}`)
  })

  test('every other member page sends the visitor to register, keeping its path', async ({ page }) => {
    test.slow()
    for (const path of GUARDED_PATHS) {
      await test.step(path, async () => {
        await page.goto(path)
        await expect(page).toHaveURL(`/app/register?redirect=${encodeURIComponent(path)}`)
      })
    }
  })

  test('/app/users/anything-12 opens without login', { tag: '@smoke' }, async ({ page }) => {
    const shell = new AppShell(page)
    await shell.goto('/app/users/anything-12')
    await expect(page).toHaveURL('/app/users/anything-12')
    await shell.expectHeading(t('routes.profile'))
  })

  test('/app/register opens without login', async ({ page }) => {
    const shell = new AppShell(page)
    await shell.goto('/app/register')
    await expect(page).toHaveURL('/app/register')
    await shell.expectHeading(t('routes.register'))
  })

  test('/app/logout opens without login', async ({ page }) => {
    // The logout route logs out and goes on to /?landing=1 (spec section 2); a visitor must never be
    // bounced to register on the way.
    const shell = new AppShell(page)
    await page.goto('/app/logout')
    await expect(shell.heading).toBeVisible()
    await expect(page).toHaveURL(/\/app\/logout$|\/\?landing=1$/)
  })

  test('the static pages open without login', async ({ page }) => {
    const shell = new AppShell(page)
    for (const { slug, title } of STATIC_PAGES) {
      await shell.goto(`/app/page/${slug}`)
      await expect(page).toHaveURL(`/app/page/${slug}`)
      await shell.expectHeading(title)
    }
  })
})

test.describe('a member (stored login)', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn()
  })

  test('opens member pages directly', async ({ page }) => {
    const shell = new AppShell(page)
    await shell.goto('/app/search')
    await expect(page).toHaveURL('/app/search')
    await shell.expectHeading(t('routes.search'))
  })

  test('sees the member navigation instead of the sign-up link', async ({ page }) => {
    const shell = new AppShell(page)
    await shell.goto('/app')
    await expect(shell.navLink(t('nav.search'))).toHaveAttribute('href', '/app/search')
    await expect(shell.navLink(t('nav.register'))).toHaveCount(0)
  })
})
