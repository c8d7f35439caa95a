/**
 * Issue 7.7 end to end: who visited and voted, paged, in two tabs (the premium demo member has 30+
 * visitors: read only); and the favorites page, where removing and adding back go through the
 * favorite toggle and stick across a reload (a fresh member each time).
 */
import { memberCall, memberCard, swipeDeckOf } from './models/discovery.model'
import { seedStoredLogin } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { createMember } from './support/members'
import { expect, test } from './support/test'

test('visitors: visits paged by 12, then the votes tab, each card opening the profile', async ({
  page,
  signIn,
}) => {
  await signIn('premium')
  await page.goto('/app/account/visitors')
  await expect(page.getByRole('heading', { level: 1, name: 'Mes visiteurs' })).toBeVisible()
  const visitsTab = page.getByRole('tab', { name: 'Visites' })
  await expect(visitsTab).toHaveAttribute('aria-selected', 'true')
  const panel = page.getByRole('tabpanel')
  await expect(panel.getByRole('listitem')).toHaveCount(12)
  await expect(panel.getByText(/^\d+ visiteurs$/)).toBeVisible()
  await expect(panel.getByText(/^Visite le \d{2}\/\d{2}\/\d{4}$/).first()).toBeVisible()
  const pager = page.getByRole('navigation', { name: 'Pages' })
  await expect(pager.getByText(/^Page 1 sur [3-9]$/)).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  const firstOnPage1 = await panel.getByRole('listitem').first().getByRole('link').first().textContent()
  await pager.getByRole('button', { name: 'Page suivante' }).click()
  await expect(pager.getByText(/^Page 2 sur /)).toBeVisible()
  await expect(panel.getByRole('listitem').first().getByRole('link').first()).not.toHaveText(
    firstOnPage1 ?? '',
  )
  await pager.getByRole('button', { name: 'Page précédente' }).click()
  await expect(pager.getByText(/^Page 1 sur /)).toBeVisible()

  // The tabs follow the arrow keys.
  await visitsTab.focus()
  await page.keyboard.press('ArrowRight')
  const votesTab = page.getByRole('tab', { name: 'Votes' })
  await expect(votesTab).toHaveAttribute('aria-selected', 'true')
  await expect(votesTab).toBeFocused()
  await expect(panel.getByText(/^\d+ votants?$/)).toBeVisible()
  await expect(panel.getByText(/^Vote le \d{2}\/\d{2}\/\d{4}$/).first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  const card = panel.getByRole('listitem').first().getByRole('link').first()
  const href = await card.getAttribute('href')
  expect(href).toMatch(/^\/app\/users\/[a-z0-9-]+-\d+$/)
  await card.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
})

test('a member nobody visited yet is told so', async ({ page, request }) => {
  const me = await createMember(request, { prefix: 'social_novisit' })
  await seedStoredLogin(page, me.login)
  await page.goto('/app/account/visitors')
  await expect(page.getByText("Personne n'a encore visité votre profil.")).toBeVisible()
  await page.getByRole('tab', { name: 'Votes' }).click()
  await expect(page.getByText("Personne n'a encore voté pour vos photos.")).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('favorites: listed, removed, added back and removed again, and it sticks', async ({ page, request }) => {
  const me = await createMember(request, { sex: 2, lookingFor: 1, prefix: 'social_fav' })
  const [one, two] = (await swipeDeckOf(request, me.login)) as [
    { id: string; nickname: string },
    { id: string; nickname: string },
  ]
  for (const target of [one, two]) {
    await memberCall(request, me.login, 'POST', '/ajax_api/setFriend', {
      action: 'add',
      target_id: target.id,
    })
  }

  await seedStoredLogin(page, me.login)
  await page.goto('/app/account/favorites')
  await expect(page.getByRole('heading', { level: 1, name: 'Mes favoris' })).toBeVisible()
  await expect(page.getByText('2 favoris', { exact: true })).toBeVisible()
  const first = memberCard(page, one.nickname)
  await expect(first.getByRole('link', { name: `Écrire à ${one.nickname}` })).toHaveAttribute(
    'href',
    new RegExp(`-${one.id}$`),
  )
  await expectNoSeriousA11yViolations(page)

  // Remove: the card stays, dimmed and marked, until the next visit.
  const toggle = first.getByRole('button')
  await toggle.click()
  await expect(first.getByText('Retiré de vos favoris')).toBeVisible()
  await expect(page.getByText('1 favori', { exact: true })).toBeVisible()
  // Add back with the same button.
  await toggle.click()
  await expect(first.getByText('Retiré de vos favoris')).toHaveCount(0)
  await expect(page.getByText('2 favoris', { exact: true })).toBeVisible()
  await page.reload()
  await expect(memberCard(page, one.nickname)).toBeVisible()
  await expect(memberCard(page, two.nickname)).toBeVisible()

  // Remove for good.
  await memberCard(page, two.nickname).getByRole('button').click()
  await expect(memberCard(page, two.nickname).getByText('Retiré de vos favoris')).toBeVisible()
  await page.reload()
  await expect(page.getByText('1 favori', { exact: true })).toBeVisible()
  await expect(memberCard(page, two.nickname)).toHaveCount(0)
  await expect(memberCard(page, one.nickname)).toBeVisible()
})

test('a member without favorites is told how to add some', async ({ page, request }) => {
  const me = await createMember(request, { prefix: 'social_nofav' })
  await seedStoredLogin(page, me.login)
  await page.goto('/app/account/favorites')
  await expect(page.getByText("Vous n'avez pas encore de favori.")).toBeVisible()
  await expect(page.getByRole('link', { name: 'Rechercher des membres' })).toHaveAttribute(
    'href',
    '/app/search',
  )
  await expectNoSeriousA11yViolations(page)
})
