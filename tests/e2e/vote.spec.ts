/**
 * /app/vote, /app/top-photos and /app/albums (spec sections 1, 2, 5, 7 and 9): rating 4 stars sends
 * score 8 and lands in the history; the ranking by gender, paged; albums open in the gallery.
 * Votes are cast by fresh members (createMember); the rest only reads.
 */
import { RankedListPage, VotePage } from './models/vote.model'
import { seedStoredLogin } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { t } from './support/locales'
import { createMember } from './support/members'
import { expect, test } from './support/test'

test('/app/vote: 4 stars are sent as score 8 and the vote joins the history', async ({ page, request }) => {
  const voter = await createMember(request, { prefix: 'Noteur', sex: 1, lookingFor: 2 })
  await seedStoredLogin(page, voter.login)
  const vote = new VotePage(page)
  await vote.goto()
  await expect(vote.stars).toBeVisible()
  await expect(page.getByRole('button', { name: 'Femmes' })).toHaveAttribute('aria-pressed', 'true')
  await expect(vote.history.getByText("Vous n'avez encore voté pour aucune photo.")).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  const name = await vote.candidateName()
  const request4 = page.waitForRequest((r) => r.url().includes('/ajax_api/gal_vote') && r.method() === 'POST')
  await vote.stars.getByRole('radio', { name: '4 étoiles' }).click()
  const sent = new URLSearchParams((await request4).postData() ?? '')
  expect(sent.get('score')).toBe('8')
  await expect(page.getByText(`Vote enregistré : 4 étoiles pour ${name}.`)).toBeVisible()
  const first = vote.history.getByRole('listitem').first()
  await expect(first).toContainText(name)
  await expect(first).toContainText('Votre note : 4/5')
  await expect(vote.stars.getByRole('radio', { name: '4 étoiles' })).toHaveAttribute('aria-checked', 'false')
  expect(await vote.candidateName()).not.toBe(name)

  // Reloaded, the server's history has the vote too.
  await page.reload()
  await expect(vote.history.getByRole('listitem').first()).toContainText(name)
})

test('/app/top-photos: the ranking by gender, page after page', async ({ page, signIn }) => {
  await signIn('premium')
  const ranking = new RankedListPage(page, t('social:vote.ranking.pagerLabel'))
  await page.goto('/app/top-photos')
  await expect(ranking.heading).toHaveText(t('routes.topPhotos'))
  // Juliette looks for men: their ranking comes first.
  await expect(page.getByRole('button', { name: 'Hommes' })).toHaveAttribute('aria-pressed', 'true')
  await expect(ranking.items()).toHaveCount(12)
  await expect(ranking.items().first()).toContainText('N° 1')
  await expect(ranking.pageStatus(1)).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await ranking.nextPage().click()
  await expect(ranking.pageStatus(2)).toBeVisible()
  await expect(ranking.items().first()).toContainText('N° 13')

  await page.getByRole('button', { name: 'Femmes' }).click()
  await expect(page.getByRole('button', { name: 'Femmes' })).toHaveAttribute('aria-pressed', 'true')
  await expect(ranking.pageStatus(1)).toBeVisible()
  await expect(ranking.items().first()).toContainText('N° 1')

  await ranking
    .items()
    .first()
    .getByRole('button', { name: /^Voir les photos de / })
    .click()
  const dialog = page.getByRole('dialog', { name: /^Photos de / })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(/Photo 1 sur \d+/)).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('/app/albums: members’ albums, paged, each opening in the gallery', async ({ page, signIn }) => {
  await signIn('premium')
  const albums = new RankedListPage(page, t('social:vote.albums.pagerLabel'))
  await page.goto('/app/albums')
  await expect(albums.heading).toHaveText(t('routes.albums'))
  await expect(albums.items()).toHaveCount(12)
  await expect(albums.items().first()).toContainText(/\d+ photos?/)
  await expectNoSeriousA11yViolations(page)

  await albums.nextPage().click()
  await expect(albums.pageStatus(2)).toBeVisible()
  await albums
    .items()
    .nth(1)
    .getByRole('button', { name: /^Voir l'album de / })
    .click()
  const dialog = page.getByRole('dialog', { name: /^Photos de / })
  await expect(dialog).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})
