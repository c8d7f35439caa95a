/**
 * Page numbers in the URL (issue 18, point 1): the ranking (with its gender), the albums and the
 * visitors keep their page across a reload, a shared link and Back, as the search results do.
 */
import { RankedListPage } from './models/vote.model'
import { t } from './support/locales'
import { expect, test } from './support/test'

test('/app/top-photos: the gender and the page are in the URL; reload and Back keep them', async ({
  page,
  signIn,
}) => {
  await signIn('premium')
  const ranking = new RankedListPage(page, t('social:vote.ranking.pagerLabel'))
  await page.goto('/app/top-photos')
  await expect(ranking.pageStatus(1)).toBeVisible()
  // Juliette looks for men: women is a choice the URL has to remember.
  await page.getByRole('button', { name: 'Femmes' }).click()
  await expect(page).toHaveURL(/\/app\/top-photos\?sex=2$/)
  await ranking.nextPage().click()
  await expect(page).toHaveURL(/\/app\/top-photos\?sex=2&page=2$/)
  await expect(ranking.items().first()).toContainText('N° 13')

  await page.reload()
  await expect(ranking.pageStatus(2)).toBeVisible()
  await expect(ranking.items().first()).toContainText('N° 13')
  await expect(page.getByRole('button', { name: 'Femmes' })).toHaveAttribute('aria-pressed', 'true')

  await page.goBack()
  await expect(page).toHaveURL(/\/app\/top-photos\?sex=2$/)
  await expect(ranking.pageStatus(1)).toBeVisible()
  await expect(ranking.items().first()).toContainText('N° 1')
  await page.goBack()
  await expect(page.getByRole('button', { name: 'Hommes' })).toHaveAttribute('aria-pressed', 'true')
  await page.goForward()
  await expect(page.getByRole('button', { name: 'Femmes' })).toHaveAttribute('aria-pressed', 'true')

  // A shared link opens at its page.
  await page.goto('/app/top-photos?sex=1&page=3')
  await expect(ranking.pageStatus(3)).toBeVisible()
  await expect(ranking.items().first()).toContainText('N° 25')
  await expect(page.getByRole('button', { name: 'Hommes' })).toHaveAttribute('aria-pressed', 'true')
})

test('/app/albums: the page is in the URL; a shared link, reload and Back keep it', async ({
  page,
  signIn,
}) => {
  await signIn('premium')
  const albums = new RankedListPage(page, t('social:vote.albums.pagerLabel'))
  await page.goto('/app/albums')
  await expect(albums.pageStatus(1)).toBeVisible()
  const firstOnPage1 = await albums.items().first().textContent()
  await albums.nextPage().click()
  await expect(page).toHaveURL(/\/app\/albums\?page=2$/)
  await expect(albums.pageStatus(2)).toBeVisible()
  // The pager says page 2 as soon as it is asked for; the tiles follow when the page has arrived.
  await expect(albums.items().first()).not.toHaveText(firstOnPage1 ?? '')

  // The albums are the newest members with a photo: the tests running beside this one sign members
  // up all the time, so a page's members move on between two loads. Each load is checked against the
  // page the server gave it (asked for by its number, 2, from the address).
  const albumsPage = (n: number) =>
    page.waitForResponse((response) => {
      const url = new URL(response.url())
      return url.pathname === '/index_api/search' && url.searchParams.get('page') === String(n)
    })
  const firstOf = async (answer: Promise<import('@playwright/test').Response>) => {
    const body = (await (await answer).json()) as { result?: { pseudo?: string }[] }
    const nickname = body.result?.[0]?.pseudo
    expect(nickname, 'the albums page the server gave').toBeTruthy()
    return nickname ?? ''
  }

  const reloaded = albumsPage(2)
  await page.reload()
  await expect(albums.pageStatus(2)).toBeVisible()
  await expect(albums.items().first()).toContainText(await firstOf(reloaded))
  // Back shows page 1 again: as first seen (from the read cache), or as the server gives it now.
  const pageOnes: string[] = []
  const onPageOne = async (response: import('@playwright/test').Response) => {
    const url = new URL(response.url())
    if (url.pathname !== '/index_api/search' || url.searchParams.get('page') !== '1') return
    const body = (await response.json().catch(() => ({}))) as { result?: { pseudo?: string }[] }
    if (body.result?.[0]?.pseudo) pageOnes.push(body.result[0].pseudo)
  }
  page.on('response', onPageOne)
  await page.goBack()
  await expect(albums.pageStatus(1)).toBeVisible()
  await expect
    .poll(async () => {
      const text = (await albums.items().first().textContent()) ?? ''
      return text === firstOnPage1 || pageOnes.some((nickname) => text.includes(nickname))
    }, 'page 1 after Back')
    .toBe(true)
  page.off('response', onPageOne)

  const shared = albumsPage(2)
  await page.goto('/app/albums?page=2')
  await expect(albums.pageStatus(2)).toBeVisible()
  await expect(albums.items().first()).toContainText(await firstOf(shared))
})

test('/app/account/visitors: the tab and the page are in the URL; reload and Back keep them', async ({
  page,
  signIn,
}) => {
  await signIn('premium')
  await page.goto('/app/account/visitors')
  const pager = page.getByRole('navigation', { name: 'Pages' })
  const panel = page.getByRole('tabpanel')
  await expect(pager.getByText(/^Page 1 sur /)).toBeVisible()
  const firstLink = panel.getByRole('listitem').first().getByRole('link').first()
  const firstOnPage1 = (await firstLink.textContent()) ?? ''
  await pager.getByRole('button', { name: 'Page suivante' }).click()
  await expect(page).toHaveURL(/\/app\/account\/visitors\?page=2$/)
  await expect(pager.getByText(/^Page 2 sur /)).toBeVisible()
  await expect(firstLink).not.toHaveText(firstOnPage1)
  const firstOnPage2 =
    (await panel.getByRole('listitem').first().getByRole('link').first().textContent()) ?? ''

  await page.reload()
  await expect(pager.getByText(/^Page 2 sur /)).toBeVisible()
  await expect(panel.getByRole('listitem').first().getByRole('link').first()).toHaveText(firstOnPage2)

  await page.getByRole('tab', { name: 'Votes' }).click()
  await expect(page).toHaveURL(/\/app\/account\/visitors\?tab=votes$/)
  await expect(panel.getByText(/^Vote le /).first()).toBeVisible()
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Votes' })).toHaveAttribute('aria-selected', 'true')

  await page.goBack()
  await expect(page.getByRole('tab', { name: 'Visites' })).toHaveAttribute('aria-selected', 'true')
  await expect(pager.getByText(/^Page 2 sur /)).toBeVisible()
  await page.goBack()
  await expect(pager.getByText(/^Page 1 sur /)).toBeVisible()
})
