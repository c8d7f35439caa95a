/** The static pages of spec section 2: titles as in the spec, real text, English and Spanish versions. */
import { StaticPage } from './models/static-page.model'
import { escapeRegExp, t } from './support/locales'
import { STATIC_PAGES } from './support/routes'
import { expect, test } from './support/test'

for (const { slug, title } of STATIC_PAGES) {
  test(`/app/page/${slug}: "${title}" with real French text`, async ({ page }) => {
    const staticPage = new StaticPage(page)
    await staticPage.goto(slug)
    await staticPage.shell.expectHeading(title)
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(title)}`))
    await staticPage.expectRealContent(slug)
  })
}

for (const lang of ['en', 'es'] as const) {
  test(`the static pages exist in ${lang}`, async ({ page }) => {
    const staticPage = new StaticPage(page)
    await staticPage.goto(STATIC_PAGES[0].slug)
    await staticPage.shell.chooseLanguage(lang)
    for (const { slug, title } of STATIC_PAGES) {
      await test.step(slug, async () => {
        await staticPage.goto(slug)
        const translated = t(`pages:${slug}.title`, lang)
        expect(translated).not.toBe(title)
        await staticPage.shell.expectHeading(translated)
        await staticPage.expectRealContent(slug)
      })
    }
  })
}

test('an unknown page slug shows "not found", not an empty page', async ({ page }) => {
  const staticPage = new StaticPage(page)
  await staticPage.goto('no-such-page')
  await staticPage.shell.expectHeading(t('status.notFoundTitle'))
})
