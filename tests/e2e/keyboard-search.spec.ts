/**
 * A search and a profile opened from its results, with the keyboard alone, the accessibility tree
 * checked at each step: each page's outline, the results page read from its heading after the
 * search, the profile page read from its heading after the link, and the browser's Back returning to
 * the results read from their heading again.
 */
import { KeyboardWalker } from './models/keyboard.model'
import { seedStoredLogin } from './support/auth'
import { t } from './support/locales'
import { createMember } from './support/members'
import { expect, test } from './support/test'

const s = (key: string) => t(`search:${key}`)

const SIZES = [
  { label: 'phone', viewport: { width: 390, height: 844 } },
  { label: 'desktop', viewport: { width: 1366, height: 768 } },
] as const

for (const { label, viewport } of SIZES) {
  test(`a search and a profile, by keyboard and screen reader (${label})`, async ({ page, request }) => {
    // A long walk: past the header and, on wide screens, the 24 links of the online members' banner.
    test.slow()
    await page.setViewportSize(viewport)
    const member = await createMember(request, { prefix: 'ClavCherche', sex: 1, lookingFor: 2 })
    await seedStoredLogin(page, member.login)
    const walk = new KeyboardWalker(page)
    await page.goto('/app/search')
    await expect(page.locator('html[data-app-ready]')).toBeAttached()
    const form = page.getByRole('form', { name: s('page.formLabel') })
    await expect(form).toBeVisible()
    await walk.outline(t('routes.search'))

    await walk.tabTo(form.getByRole('button', { name: s('form.submit'), exact: true }), 200)
    await walk.press('Enter')
    await expect(page).toHaveURL(/\/app\/search\/result\?/)
    await walk.expectFocusOnHeading(t('routes.searchResult'))
    const results = page.getByRole('list', { name: s('results.listLabel') })
    const firstCard = results.getByRole('listitem').first()
    await expect(firstCard).toBeVisible()
    await walk.outline(t('routes.searchResult'))

    // The first result's profile link, by Tab from the heading, then Enter.
    const link = firstCard.getByRole('link').first()
    await walk.tabTo(link, 60)
    await walk.press('Enter')
    await expect(page).toHaveURL(/\/app\/users\//)
    await walk.expectFocusOnHeading(t('routes.profile'))
    await walk.outline(t('routes.profile'))

    // The browser's Back (its own shortcut is the browser's, not the page's): the results again,
    // read from their heading.
    await page.goBack()
    await expect(page).toHaveURL(/\/app\/search\/result\?/)
    await walk.expectFocusOnHeading(t('routes.searchResult'))
  })
}
