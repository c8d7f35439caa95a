/**
 * Every screen of spec section 2 renders its heading and passes axe (no serious or critical
 * violation), as a member in both shells (wide, and the phone's), as a visitor, and in dark mode.
 */
import { AppShell } from './models/app-shell.model'
import { expectNoSeriousA11yViolations } from './support/axe'
import { LANDING, MEMBER_ROUTES, VISITOR_ROUTES } from './support/routes'
import { expect, test } from './support/test'

const SMOKE = new Set(['/', '/app/register', '/app/search'])
const tag = (path: string) => (SMOKE.has(path) ? ['@smoke'] : [])

test.describe('as a member', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn()
  })

  for (const route of MEMBER_ROUTES) {
    test(`${route.path}: heading "${route.heading}", no serious a11y violation`, {
      tag: tag(route.path),
    }, async ({ page }) => {
      const shell = new AppShell(page)
      await shell.goto(route.path)
      await expect(page).toHaveURL(route.path)
      await shell.expectHeading(route.heading)
      await expect(shell.heading).toHaveCount(1)
      await expectNoSeriousA11yViolations(page)
    })
  }
})

test.describe('as a member on a phone (the phone shell: top bar, tab bar)', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test.beforeEach(async ({ signIn }) => {
    await signIn()
  })

  for (const route of MEMBER_ROUTES) {
    test(`${route.path} at 390x844: no serious a11y violation`, async ({ page }) => {
      const shell = new AppShell(page)
      await shell.goto(route.path)
      await shell.expectHeading(route.heading)
      await expectNoSeriousA11yViolations(page)
    })
  }
})

test.describe('as a visitor', () => {
  for (const route of VISITOR_ROUTES) {
    test(`${route.path}: heading "${route.heading}", no serious a11y violation`, {
      tag: tag(route.path),
    }, async ({ page }) => {
      const shell = new AppShell(page)
      await shell.goto(route.path)
      await shell.expectHeading(route.heading)
      await expectNoSeriousA11yViolations(page)
    })
  }

  test('the landing page also opens as /?landing=1 (where logout ends)', async ({ page }) => {
    const shell = new AppShell(page)
    await shell.goto('/?landing=1')
    await shell.expectHeading(LANDING.heading)
  })
})

test.describe('in dark mode (system preference)', () => {
  test.use({ colorScheme: 'dark' })
  const pages = [
    { path: '/', member: false },
    { path: '/app/register', member: false },
    { path: '/app/page/cgu', member: false },
    { path: '/app/search', member: true },
    { path: '/app/confirm-logout', member: true },
  ]
  for (const { path, member } of pages) {
    test(`${path}: no serious a11y violation in dark mode`, async ({ page, signIn }) => {
      if (member) await signIn()
      const shell = new AppShell(page)
      await shell.goto(path)
      await shell.expectScheme('dark')
      await expectNoSeriousA11yViolations(page)
    })
  }
})
