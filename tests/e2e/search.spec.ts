/**
 * Searching (issue 7, items 1 and 2): the criteria live in the URL (a reload, the pages and the
 * back and forward buttons keep them), the advanced dialog with its sliders and city autocomplete,
 * the online and rendez-vous pages, and the 'Membres en ligne' carousel (members only). Read-only on
 * the demo data (the paging test searches members it seeds under a nickname of its own), so it runs
 * beside other specs. Axe on every page and on the dialog.
 */
import { OnlineCarousel, SearchPage } from './models/search.model'
import { expectNoSeriousA11yViolations } from './support/axe'
import { createMember } from './support/members'
import { expect, test } from './support/test'

test.describe('search', () => {
  // Long flows (several pages, axe three times) on a shared machine.
  test.describe.configure({ timeout: 60_000 })

  test.beforeEach(async ({ signIn }) => {
    await signIn('premium')
  })

  test('the criteria survive a reload, the pages and the back and forward buttons', async ({
    page,
    request,
  }) => {
    // Results put online and recently seen members first, and the other worker's tests create members
    // that come online while this test runs: on shared criteria the members listed could change from
    // one moment to the next. So this test seeds its own 36 women (three full pages) under a nickname
    // prefix no other member has, and searches for that nickname: nobody else can enter the results,
    // and nothing touches these members, so every page lists exactly the same members in the same order.
    const prefix = `Pg${Math.random().toString(36).slice(2, 8)}`
    const seeded: string[] = []
    for (let i = 0; i < 36; i++)
      seeded.push((await createMember(request, { sex: 2, lookingFor: 1, prefix })).nickname)

    const search = new SearchPage(page)
    await search.goto()
    // A fresh form: section 9's defaults and the gender the member looks for (Juliette: men).
    await expect(search.form.getByRole('combobox', { name: 'Je recherche' })).toHaveText('Un homme')
    await expect(search.slider(search.form, 'Âge minimum')).toHaveAttribute('aria-valuenow', '25')
    await expect(search.slider(search.form, 'Âge maximum')).toHaveAttribute('aria-valuenow', '35')
    await expect(search.slider(search.form, 'Distance maximum')).toHaveAttribute('aria-valuenow', '25')
    await expectNoSeriousA11yViolations(page)

    await search.choose(search.form, 'Je recherche', 'Une femme')
    await search.slider(search.form, 'Âge minimum').press('Home')
    await search.slider(search.form, 'Âge maximum').press('End')
    await search.toggle(search.form, 'Avec photo')
    await search.openAdvanced()
    await search.dialog.getByRole('textbox', { name: 'Pseudo' }).fill(prefix)
    await search.submit(search.dialog)

    const query = `sex=2&age_from=18&age_to=99&is_photo=1&nick=${prefix}`
    const resultUrl = new RegExp(`/app/search/result\\?${query}$`)
    await expect(page).toHaveURL(resultUrl)
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      'Résultats de recherche',
    )
    await expect(search.resultsHeading).toHaveText('36 membres trouvés · page 1 sur 3')
    const firstPage = await search.nicknames()
    expect(firstPage).toHaveLength(12)
    await expect(search.summary).toContainText('Femmes')
    await expect(search.summary).toContainText('18 – 99 ans')
    await expect(search.summary).toContainText('Avec photo')
    await expect(search.summary).toContainText(`Pseudo : ${prefix}`)
    await expectNoSeriousA11yViolations(page)

    await page.reload()
    await expect(page).toHaveURL(resultUrl)
    await expect(search.resultsHeading).toHaveText('36 membres trouvés · page 1 sur 3')
    expect(await search.nicknames()).toEqual(firstPage)

    await search.pageLink('next').click()
    await expect(page).toHaveURL(new RegExp(`nick=${prefix}&page=2$`))
    await expect(search.pageLink(2)).toHaveAttribute('aria-current', 'page')
    await expect(search.resultsHeading).toHaveText('36 membres trouvés · page 2 sur 3')
    const secondPage = await search.nicknames()
    expect(secondPage).toHaveLength(12)
    await search.pageLink(3).click()
    await expect(page).toHaveURL(/page=3$/)
    await expect(search.resultsHeading).toHaveText('36 membres trouvés · page 3 sur 3')
    const thirdPage = await search.nicknames()
    // The three pages list the seeded members, each once, and no one else.
    expect([...firstPage, ...secondPage, ...thirdPage].sort()).toEqual([...seeded].sort())

    await page.reload()
    await expect(page).toHaveURL(/page=3$/)
    await expect(search.resultsHeading).toHaveText('36 membres trouvés · page 3 sur 3')
    expect(await search.nicknames()).toEqual(thirdPage)

    await page.goBack()
    await expect(page).toHaveURL(/page=2$/)
    await expect(search.resultsHeading).toHaveText('36 membres trouvés · page 2 sur 3')
    expect(await search.nicknames()).toEqual(secondPage)
    await page.reload()
    await expect(search.resultsHeading).toHaveText('36 membres trouvés · page 2 sur 3')
    expect(await search.nicknames()).toEqual(secondPage)
    await page.goBack()
    await expect(page).toHaveURL(resultUrl)
    await expect(search.resultsHeading).toHaveText('36 membres trouvés · page 1 sur 3')
    expect(await search.nicknames()).toEqual(firstPage)
    await page.goBack()
    // Back at the form, as it was sent.
    await expect(page).toHaveURL(new RegExp(`/app/search\\?${query}$`))
    await expect(search.form.getByRole('combobox', { name: 'Je recherche' })).toHaveText('Une femme')
    await expect(search.slider(search.form, 'Âge maximum')).toHaveAttribute('aria-valuenow', '99')
    await expect(search.form.getByRole('switch', { name: 'Avec photo' })).toBeChecked()

    await page.goForward()
    await expect(search.resultsHeading).toHaveText('36 membres trouvés · page 1 sur 3')
    expect(await search.nicknames()).toEqual(firstPage)
    await page.goForward()
    await expect(page).toHaveURL(/page=2$/)
    await expect(search.resultsHeading).toHaveText('36 membres trouvés · page 2 sur 3')
    expect(await search.nicknames()).toEqual(secondPage)
    await page.goForward()
    await expect(page).toHaveURL(/page=3$/)
    await expect(search.resultsHeading).toHaveText('36 membres trouvés · page 3 sur 3')
    expect(await search.nicknames()).toEqual(thirdPage)
  })

  test('the advanced dialog: sliders in their bounds, city autocomplete, every criterion sent', async ({
    page,
  }) => {
    const search = new SearchPage(page)
    await search.goto()
    await search.openAdvanced()
    await expect(page).toHaveURL(/\/app\/search\?modal=search$/)
    const dialog = search.dialog
    // Each thumb stops at the slider's bound on its side (and at the other thumb on the other).
    const sliders = [
      ['Âge minimum', 'aria-valuemin', '18', '25'],
      ['Âge maximum', 'aria-valuemax', '99', '35'],
      ['Distance maximum', 'aria-valuemin', '0', '25'],
      ['Distance maximum', 'aria-valuemax', '50', '25'],
      ['Taille minimum', 'aria-valuemin', '140', '160'],
      ['Taille maximum', 'aria-valuemax', '220', '190'],
      ['Poids minimum', 'aria-valuemin', '35', '50'],
      ['Poids maximum', 'aria-valuemax', '200', '100'],
    ] as const
    for (const [name, bound, value, now] of sliders) {
      const slider = search.slider(dialog, name)
      await expect(slider, name).toHaveAttribute(bound, value)
      await expect(slider, name).toHaveAttribute('aria-valuenow', now)
    }
    await expectNoSeriousA11yViolations(page)

    const city = dialog.getByRole('combobox', { name: 'Ville' })
    await city.pressSequentially('Zzqx', { delay: 40 })
    await expect(dialog.getByRole('status').filter({ hasText: 'Aucune ville trouvée' })).toBeAttached()
    await expect(page.getByText('Aucune ville trouvée').filter({ visible: true }).first()).toBeVisible()

    await search.pickCity(dialog, 'Lyo', 'Lyon (69)')
    const distance = search.slider(dialog, 'Distance maximum')
    for (let i = 0; i < 15; i++) await distance.press('ArrowLeft')
    await expect(distance).toHaveAttribute('aria-valuenow', '10')
    await search.toggle(dialog, 'Filtrer par taille')
    const heightMax = search.slider(dialog, 'Taille maximum')
    for (let i = 0; i < 5; i++) await heightMax.press('ArrowLeft')
    await expect(heightMax).toHaveAttribute('aria-valuenow', '185')
    await search.choose(dialog, 'Cheveux', 'Bruns')
    await expectNoSeriousA11yViolations(page)
    await search.submit(dialog)

    await expect(page).toHaveURL(
      /\/app\/search\/result\?sex=1&age_from=25&age_to=35&id_ville=\d+&ville=Lyon\+%2869%29&dist=10&taille_from=160&taille_to=185&hair=1$/,
    )
    await expect(search.dialog).toBeHidden()
    await expect(search.summary).toContainText('Lyon (69), 10 km')
    await expect(search.summary).toContainText('160 – 185 cm')
    await expect(search.summary).toContainText('Cheveux : Bruns')
    await expect(search.resultsHeading).toHaveText(/\d+ membres? trouvés?/)

    // Back: the search page with the search sent, the dialog closed.
    await page.goBack()
    await expect(page).toHaveURL(/\/app\/search\?sex=1&.*hair=1$/)
    await expect(search.dialog).toBeHidden()
    await expect(search.form.getByRole('combobox', { name: 'Ville' })).toHaveValue('Lyon (69)')
  })

  test('the online members page: online members only, filtered by gender in the URL', async ({ page }) => {
    const search = new SearchPage(page)
    await search.goto('/app/search/online')
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Membres en ligne')
    const cards = search.results.getByRole('listitem')
    await expect(cards).toHaveCount(12)
    for (const card of await cards.all())
      await expect(card.getByText('En ligne', { exact: true })).toBeAttached()
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('navigation', { name: 'Afficher' }).getByRole('link', { name: 'Femmes' }).click()
    await expect(page).toHaveURL(/\/app\/search\/online\?sex=2$/)
    await expect(page.getByRole('link', { name: 'Femmes' })).toHaveAttribute('aria-current', 'true')
    await expect(search.results).toBeVisible()
    await page.reload()
    await expect(page.getByRole('link', { name: 'Femmes' })).toHaveAttribute('aria-current', 'true')
  })

  test('the rendez-vous page lists members available for a date, paged', async ({ page }) => {
    const search = new SearchPage(page)
    await search.goto('/app/search/rendez-vous')
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Rendez-vous')
    const names = await search.nicknames()
    expect(names.length).toBeGreaterThan(0)
    await expectNoSeriousA11yViolations(page)
  })
})

test.describe('the online members carousel', () => {
  // Each test watches the row for a few seconds (a slide every 3 s).
  test.describe.configure({ timeout: 60_000 })

  test('shows 24 online members that link to their profile, and pauses on hover and keyboard focus', async ({
    page,
    signIn,
  }) => {
    await signIn('premium')
    const search = new SearchPage(page)
    await search.goto()
    const carousel = new OnlineCarousel(page)
    await expect(carousel.region).toBeVisible()
    await expect(carousel.slides).toHaveCount(24)
    await expect(carousel.slides.first()).toHaveAccessibleName('1 sur 24')
    // Each slide links to the member's profile; a member's age shows where the member gave one (the
    // newest online members can be ones other tests have just signed up, who have none yet).
    await expect(carousel.slides.first().getByRole('link')).toHaveAttribute('href', /^\/app\/users\/.+-\d+$/)
    await expect(
      carousel.slides
        .getByRole('link')
        .filter({ hasText: /\d+ ans/ })
        .first(),
    ).toBeAttached()
    await expect(carousel.pauseButton).toBeVisible()

    // It turns by itself (a slide every 3 s)...
    const start = await carousel.offset()
    await expect.poll(() => carousel.offset(), { timeout: 5000 }).not.toBe(start)
    // ...not while the pointer is over it...
    await carousel.viewport.hover()
    // A slide already under way when the pointer arrived ends first (1000 ms), then the row holds.
    await page.waitForTimeout(1200)
    const held = await carousel.offset()
    await page.waitForTimeout(3500)
    expect(await carousel.offset()).toBe(held)
    // ...nor while keyboard focus is in it.
    await page.mouse.move(0, 0)
    await carousel.region.getByRole('button', { name: 'Membre suivant' }).focus()
    await page.keyboard.press('Tab')
    const focusedLink = carousel.slides.first().getByRole('link')
    await expect(focusedLink).toBeFocused()
    await page.waitForTimeout(1200)
    const focused = await carousel.offset()
    await page.waitForTimeout(3500)
    expect(await carousel.offset()).toBe(focused)

    const href = await focusedLink.getAttribute('href')
    expect(href).toMatch(/^\/app\/users\/[a-z0-9-]+-\d+$/)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(href!)
    // It serves home and the search form only (issue 14): not above a profile.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(carousel.region).toHaveCount(0)
  })

  test('the pause button stops it', async ({ page, signIn }) => {
    await signIn('free')
    // The carousel serves home and the search form (issue 14).
    await page.goto('/app')
    const carousel = new OnlineCarousel(page)
    await expect(carousel.slides).toHaveCount(24)
    await carousel.pauseButton.click()
    await expect(carousel.playButton).toBeFocused()
    await page.mouse.move(0, 0)
    await page.getByRole('main').getByRole('heading', { level: 1 }).focus()
    const held = await carousel.offset()
    await page.waitForTimeout(3500)
    expect(await carousel.offset()).toBe(held)
    await expectNoSeriousA11yViolations(page)
  })

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' })

    test('starts paused, and moves without animation', async ({ page, signIn }) => {
      await signIn('cancelled')
      await page.goto('/app/search')
      const carousel = new OnlineCarousel(page)
      await expect(carousel.slides).toHaveCount(24)
      await expect(carousel.playButton).toBeVisible()
      const held = await carousel.offset()
      await page.waitForTimeout(3500)
      expect(await carousel.offset()).toBe(held)
      const track = carousel.viewport.locator('> div')
      // Read within the 1000 ms slide: without the preference the track animates for 1s then.
      const duration = await carousel.region.getByRole('button', { name: 'Membre suivant' }).evaluate(
        (button, el) => {
          ;(button as HTMLButtonElement).click()
          return getComputedStyle(el as HTMLElement).transitionDuration
        },
        await track.elementHandle(),
      )
      expect(duration).toBe('0s')
      await expect.poll(() => carousel.offset()).not.toBe(held)
    })
  })

  test('is hidden for visitors', async ({ page }) => {
    await page.goto('/app/users/juliette75-10001')
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Membres en ligne' })).toHaveCount(0)
    await page.goto('/app/register')
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Membres en ligne' })).toHaveCount(0)
  })
})
