/**
 * Every screen of spec section 2 renders its one heading and passes both accessibility engines (axe:
 * no serious or critical finding; IBM Equal Access: no WCAG 2.2 A/AA violation), as a member and as
 * a visitor, at 390x844 and 1366x768, light and dark: one page load per route, the four looks applied
 * in place (support/looks.ts).
 */
import { AppShell } from './models/app-shell.model'
import { expectNoA11yViolations } from './support/a11y'
import { A11Y_LOOKS, applyLook, lookName } from './support/looks'
import { LANDING, MEMBER_ROUTES, type RouteCase, VISITOR_ROUTES } from './support/routes'
import { expect, test } from './support/test'

const SMOKE = new Set(['/', '/app/register', '/app/search'])
const tag = (path: string) => (SMOKE.has(path) ? ['@smoke'] : [])

async function checkRoute(page: import('@playwright/test').Page, route: RouteCase): Promise<void> {
  // Two engines at four looks on a shared two-core machine.
  test.setTimeout(180_000)
  const shell = new AppShell(page)
  await shell.goto(route.path)
  await expect(page).toHaveURL(route.path)
  await shell.expectHeading(route.heading)
  await expect(shell.heading).toHaveCount(1)
  for (const look of A11Y_LOOKS) {
    await applyLook(page, look)
    await shell.expectHeading(route.heading)
    await expectNoA11yViolations(page, { label: lookName(look) })
  }
}

test.describe('as a member', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn()
  })

  for (const route of MEMBER_ROUTES) {
    test(`${route.path}: heading "${route.heading}", no violation from either engine`, {
      tag: tag(route.path),
    }, async ({ page }) => {
      await checkRoute(page, route)
    })
  }
})

test.describe('as a visitor', () => {
  for (const route of VISITOR_ROUTES) {
    test(`${route.path}: heading "${route.heading}", no violation from either engine`, {
      tag: tag(route.path),
    }, async ({ page }) => {
      await checkRoute(page, route)
    })
  }

  test('the landing page also opens as /?landing=1 (where logout ends)', async ({ page }) => {
    const shell = new AppShell(page)
    await shell.goto('/?landing=1')
    await shell.expectHeading(LANDING.heading)
  })
})
