/**
 * A developer's console stays clean: `npm start`, the landing page, the login as the demo member and
 * the member's pages print no error (a library's warning logged as an error, a failed request, an
 * exception). Runs against the development server (playwright.dev.config.ts).
 */
import { expect, test } from '@playwright/test'

test('the development server’s pages, signed in as the demo member, log no error', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.name}: ${error.message}`))

  await page.goto('/')
  await expect(page.locator('html[data-app-ready]')).toBeAttached()
  await page.goto('/app/register?modal=login')
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Email ou pseudo').fill('juliette@demo.fr')
  await dialog.getByLabel('Mot de passe').fill('demo1234')
  await dialog.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/app$/)
  for (const path of ['/app', '/app/chat', '/app/search', '/app/favorites', '/app/vote', '/app/account']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await page.waitForLoadState('networkidle')
  }
  expect(errors).toEqual([])
})
