/**
 * The app's Content-Security-Policy (scripts/csp.ts), as nginx sends it (the build's site.conf): present on
 * every page, with nothing inline allowed, and no page of the app breaks it (every violation the
 * browser reports fails the test). The ad frame has its own policy.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './support/test'

/** Collects the page's CSP violations from the first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)

const ROUTES = [
  '/',
  '/app',
  '/app/search',
  '/app/chat',
  '/app/account/settings',
  '/app/account/photos',
  '/app/page/cgu',
]

test('every app page carries the strict policy: no inline script or style, no eval', async ({ page }) => {
  const response = await page.goto('/')
  const policy = response?.headers()['content-security-policy'] ?? ''
  expect(policy).toContain("script-src 'self'")
  expect(policy).toContain("style-src 'self'")
  expect(policy).toContain("object-src 'none'")
  expect(policy).toContain("frame-ancestors 'none'")
  expect(policy).not.toContain('unsafe-inline')
  expect(policy).not.toContain('unsafe-eval')
})

test('inline script is refused on an app page', async ({ page }) => {
  await recordViolations(page)
  await page.goto('/app/page/cgu')
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__inlineRan = true'
    document.body.append(script)
  })
  expect(
    await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan),
  ).toBeUndefined()
  await expect.poll(() => violations(page)).toContainEqual(expect.stringContaining('script-src'))
})

test('the member pages break no rule of the policy', async ({ page, signIn }) => {
  await recordViolations(page)
  await signIn('premium')
  for (const route of ROUTES) {
    await page.goto(route)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Let lazy chunks, pictures and the socket settle before reading the violations.
    await page.waitForLoadState('networkidle')
    expect(await violations(page), `violations on ${route}`).toEqual([])
  }
})

test('the ad frame has its own, looser policy and may be framed only by us', async ({ request, baseURL }) => {
  const response = await request.get(`${baseURL}/ad-frame.html`)
  const policy = response.headers()['content-security-policy'] ?? ''
  expect(policy).toContain("script-src 'self' 'unsafe-inline'")
  expect(policy).toContain("frame-ancestors 'self'")
})
