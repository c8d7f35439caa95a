/**
 * A tap on a page's prerendered HTML before the app runs is done once the app runs, once
 * (src/app/shell-taps.ts, issue 38). The page's scripts are held at the network, so the member taps
 * the painted shell with nothing running it, as on a slow phone; then the scripts go.
 */
import type { Page, Route } from '@playwright/test'
import { buildUserSlug } from '../../src/lib/slug'
import { seedStoredLogin } from './support/auth'
import { APP_URL } from './support/e2e-env'
import { createMember } from './support/members'
import { expect, test } from './support/test'

/** Holds every script of the app (its entry included) until `release()`. */
async function holdScripts(page: Page) {
  const held: Route[] = []
  let holding = true
  const origin = new URL(APP_URL).origin
  await page.route(
    (url) => url.origin === origin && /\.m?js$/.test(url.pathname),
    (route) => (holding ? held.push(route) : route.continue()),
  )
  return {
    release: async () => {
      holding = false
      await Promise.all(held.splice(0).map((route) => route.continue()))
    },
  }
}

for (const size of [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'laptop', viewport: { width: 1366, height: 768 } },
]) {
  test(`${size.name}: the account menu tapped on the shell opens once the app runs`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size.viewport)
    const member = await createMember(request, { prefix: 'Robinet' })
    await seedStoredLogin(page, member.login)
    const scripts = await holdScripts(page)
    // Not DOMContentLoaded: it waits for the module scripts held here.
    await page.goto('/app/search', { waitUntil: 'commit' })
    const menuButton = page.getByRole('button', { name: 'Menu du compte' })
    await expect(menuButton).toBeVisible()
    await expect(page.locator('html[data-app-ready]')).toHaveCount(0)
    await menuButton.click()
    await expect(page.getByRole('menu')).toHaveCount(0)

    await scripts.release()
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1, { timeout: 20_000 })
    const menu = page.getByRole('menu')
    await expect(menu.getByRole('menuitem', { name: 'Mes photos' })).toBeVisible()
    // Done once: a second click (React's own replay beside ours) would have closed it again.
    await page.waitForTimeout(500)
    await expect(menu).toBeVisible()
  })
}

test("a visitor's language chosen on a shared profile's shell is the app's once it runs", async ({
  page,
  request,
}) => {
  const partner = await createMember(request, { prefix: 'Lien' })
  const scripts = await holdScripts(page)
  await page.goto(`/app/users/${buildUserSlug(partner.nickname, partner.id)}`, {
    waitUntil: 'commit',
  })
  const language = page.locator('#pref-language')
  await expect(language).toBeVisible()
  await language.selectOption('en')

  await scripts.release()
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1, { timeout: 20_000 })
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('#pref-language')).toHaveValue('en')
})
