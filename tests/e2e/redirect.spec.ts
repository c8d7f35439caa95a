/**
 * The `redirect` parameter is followed only to same-origin paths under /app (ARCHITECTURE.md);
 * anything else goes to /app. Whatever the register page does with it, the browser must never
 * leave our origin, run a `javascript:` URL, or land outside /app.
 */
import type { Page } from '@playwright/test'
import { AppShell } from './models/app-shell.model'
import { APP_URL, MOCK_URL } from './support/e2e-env'
import { expect, test } from './support/test'

const HOSTILE = [
  '//evil.com',
  '//evil.com/app/search',
  '/\\evil.com',
  '/%5cevil.com',
  '/%5Cevil.com/app',
  'https://evil.com/app',
  'http:evil.com',
  '\t//evil.com',
  '/\t/evil.com',
  'javascript:alert(document.domain)',
  '/app/..//evil.com',
]

const OURS = new Set([new URL(APP_URL).host, new URL(MOCK_URL).host])

/** Records (and blocks) every request that leaves our two servers, and any dialog a script opens. */
async function watchForEscapes(page: Page): Promise<string[]> {
  const escapes: string[] = []
  await page.route(
    (url) => (url.protocol === 'http:' || url.protocol === 'https:') && !OURS.has(url.host),
    (route) => {
      escapes.push(`request to ${route.request().url()}`)
      return route.abort()
    },
  )
  page.on('dialog', (dialog) => {
    escapes.push(`dialog: ${dialog.message()}`)
    void dialog.dismiss()
  })
  return escapes
}

async function expectStillHome(page: Page) {
  const url = new URL(page.url())
  expect(url.origin).toBe(APP_URL)
  expect(url.pathname).toMatch(/^\/app(\/|$)/)
}

// One test per address: each loads the register page and waits for the network to settle, about three
// seconds apiece on a two-core machine, and eleven of them in one test outran its 30 s.
test.describe('with a stored login, /app/register?redirect=//evil.com and friends stay under /app on our origin', {
  tag: '@smoke',
}, () => {
  for (const target of HOSTILE) {
    test(JSON.stringify(target), async ({ page, signIn }) => {
      await signIn()
      const escapes = await watchForEscapes(page)
      const shell = new AppShell(page)
      await page.goto(`/app/register?redirect=${encodeURIComponent(target)}`)
      await expect(shell.heading).toBeVisible()
      // Give a client-side redirect, if the page makes one, the time to happen.
      await page.waitForLoadState('networkidle')
      await expectStillHome(page)
      expect(escapes).toEqual([])
    })
  }
})

test('a visitor sent to register by the guard carries a same-origin /app path only', async ({ page }) => {
  const escapes = await watchForEscapes(page)
  await page.goto('/app/account/settings')
  await expect(page).toHaveURL('/app/register?redirect=%2Fapp%2Faccount%2Fsettings')
  expect(escapes).toEqual([])
})

test.describe('a visitor opening register with a hostile redirect stays under /app on our origin', () => {
  for (const target of HOSTILE) {
    test(JSON.stringify(target), async ({ page }) => {
      const escapes = await watchForEscapes(page)
      await page.goto(`/app/register?redirect=${encodeURIComponent(target)}`)
      await page.waitForLoadState('networkidle')
      await expectStillHome(page)
      expect(escapes).toEqual([])
    })
  }
})
