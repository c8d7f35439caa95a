/** The footer of spec section 2: its links for visitors and members, the two variants, the copyright. */
import { AppShell } from './models/app-shell.model'
import { t } from './support/locales'
import { STATIC_PAGES } from './support/routes'
import { expect, test } from './support/test'

const YEAR = new Date().getFullYear()
const MEMBER_LINKS = [
  { name: 'Albums photos', href: '/app/albums' },
  { name: 'Classements et votes', href: '/app/top-photos' },
  { name: 'Recherche', href: '/app/search' },
]

async function expectCommonLinks(shell: AppShell) {
  await expect(shell.footerLink('FAQ')).toHaveAttribute('href', '/app/faq')
  for (const { slug, title } of STATIC_PAGES) {
    await expect(shell.footerLink(title)).toHaveAttribute('href', `/app/page/${slug}`)
  }
  await expect(shell.copyright()).toContainText(`© ${YEAR}`)
}

test('a visitor sees Contact, FAQ, the four static pages and the copyright with this year', {
  tag: '@smoke',
}, async ({ page }) => {
  const shell = new AppShell(page)
  await shell.goto('/app/register')
  await expect(shell.footerLink('Contact')).toHaveAttribute('href', '/app/contact')
  await expectCommonLinks(shell)
  for (const { name } of MEMBER_LINKS) await expect(shell.footerLink(name)).toHaveCount(0)
})

test('a member also sees Albums photos, Classements et votes and Recherche', async ({ page, signIn }) => {
  await signIn()
  const shell = new AppShell(page)
  await shell.goto('/app')
  await expect(shell.footerLink('Contact')).toHaveAttribute('href', '/app/contact')
  await expectCommonLinks(shell)
  for (const { name, href } of MEMBER_LINKS)
    await expect(shell.footerLink(name)).toHaveAttribute('href', href)
})

test('the landing page has the full variant: site description, no Contact', async ({ page }) => {
  const shell = new AppShell(page)
  await shell.goto('/')
  await expect(shell.footer.getByText(t('footer.description'))).toBeVisible()
  await expect(shell.footerLink('Contact')).toHaveCount(0)
  await expectCommonLinks(shell)
})

test('a footer link opens its page and moves focus to the new heading', async ({ page }) => {
  const shell = new AppShell(page)
  await shell.goto('/app/register')
  await shell.footerLink('Mentions légales').click()
  await expect(page).toHaveURL('/app/page/informations')
  await shell.expectHeading('Mentions légales')
  await expect(shell.heading).toBeFocused()
})

test('the copyright follows the language', async ({ page }) => {
  const shell = new AppShell(page)
  await shell.goto('/app/register')
  await shell.chooseLanguage('en')
  await expect(shell.copyright()).toHaveText(t('footer.copyright', 'en').replace('{{year}}', String(YEAR)))
})
