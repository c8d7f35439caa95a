/**
 * A member page paints from its HTML (issue 38): nginx sends the page's prerendered shell in the
 * member's language (the `flirt_lang` cookie), and the app renders over it without moving anything.
 *
 * - With JavaScript off, each page shows the member's header, the phone's tab bar and the page's
 *   heading, in French and in English, and no word of the other language; a shared profile link
 *   opened by a visitor shows the visitor's header.
 * - With JavaScript on, the header, the tab bar and the heading are where the shell painted them once
 *   the app has taken over, and the layout shifts of the whole load add up to at most 0.02 (phone and
 *   laptop, light and dark).
 */
import type { BrowserContext, Page } from '@playwright/test'
import { buildUserSlug } from '../../src/lib/slug'
import { expectNoA11yViolations } from './support/a11y'
import { seedStoredLogin } from './support/auth'
import { APP_URL } from './support/e2e-env'
import { t } from './support/locales'
import { createMember, likeAs, sendMessageAs, type TestMember } from './support/members'
import { expect, test } from './support/test'

type Lang = 'fr' | 'en'

/** The pages of the issue, with their heading's key in `common`. */
const pages = (other: TestMember) =>
  [
    { path: '/app', heading: 'routes.home' },
    { path: '/app/search/result', heading: 'routes.searchResult' },
    { path: `/app/chat/${buildUserSlug(other.nickname, other.id)}`, heading: 'routes.conversation' },
    { path: '/app/chat', heading: 'routes.chat' },
    { path: '/app/swipe', heading: 'routes.swipe' },
    { path: '/app/account/settings', heading: 'routes.settings' },
    { path: `/app/users/${buildUserSlug(other.nickname, other.id)}`, heading: 'routes.profile' },
  ] as const

const TAB_KEYS = ['nav.search', 'nav.swipe', 'nav.chat', 'nav.vote', 'nav.accountShort'] as const

async function setShellCookies(context: BrowserContext, lang: Lang, member: boolean) {
  await context.addCookies([
    { name: 'flirt_lang', value: lang, url: APP_URL },
    { name: 'flirt_member', value: member ? '1' : '0', url: APP_URL },
  ])
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

  for (const lang of ['fr', 'en'] as const) {
    const other: Lang = lang === 'fr' ? 'en' : 'fr'
    test(`each member page paints its header, tab bar and heading in ${lang} from the HTML`, async ({
      page,
      context,
      request,
    }) => {
      const partner = await createMember(request, { prefix: 'Coquille' })
      await setShellCookies(context, lang, true)
      for (const { path, heading } of pages(partner)) {
        await page.goto(path)
        await expect(page.locator('html'), path).toHaveAttribute('lang', lang)
        await expect(page.getByRole('banner'), path).toBeVisible()
        const tabBar = page.getByRole('navigation', { name: t('nav.label', lang) })
        await expect(tabBar, path).toBeVisible()
        for (const key of TAB_KEYS)
          await expect(
            tabBar.getByRole('link', { name: t(key, lang), exact: true }),
            `${path}: ${key}`,
          ).toBeVisible()
        await expect(
          page.getByRole('heading', { level: 1, name: t(heading, lang), exact: true }),
          path,
        ).toBeAttached()
        // No word of the other language: its tab labels and the heading, where they differ.
        // biome-ignore lint/performance/useDomNodeTextContent: the words on screen, not those of hidden nodes (the phone hides the header row's links)
        const text = (await page.locator('body').innerText()).split('\n')
        for (const key of [...TAB_KEYS.filter((k) => k !== 'nav.swipe'), heading])
          if (t(key, other) !== t(key, lang))
            expect(text, `${path}: ${key} in ${other}`).not.toContain(t(key, other))
      }
    })
  }

  test('a shared profile link paints the visitor header for a visitor', async ({
    page,
    context,
    request,
  }) => {
    const partner = await createMember(request, { prefix: 'Partage' })
    await setShellCookies(context, 'fr', false)
    await page.goto(`/app/users/${buildUserSlug(partner.nickname, partner.id)}`)
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('link', { name: t('nav.register') })).toBeVisible()
    await expect(banner.getByRole('link', { name: t('nav.login') })).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: t('nav.label') }).getByRole('link', { name: t('nav.swipe') }),
    ).toHaveCount(0)
  })
})

/** The boxes that must not move, as the page lays them out now (null: not on screen). */
const boxesOf = (page: Page) =>
  page.evaluate(() => {
    const box = (el: Element | null) => {
      if (!el) return null
      const r = el.getBoundingClientRect()
      return r.width > 1 && r.height > 1
        ? { x: Math.round(r.x), y: Math.round(r.y), w: Math.round(r.width), h: Math.round(r.height) }
        : null
    }
    const navs = [...document.querySelectorAll('nav')].filter((n) => getComputedStyle(n).position === 'fixed')
    return {
      header: box(document.querySelector('header')),
      tabBar: box(navs[0] ?? null),
      heading: box(document.querySelector('h1')),
    }
  })

interface LayoutShift {
  value: number
  startTime: number
  hadRecentInput: boolean
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
}

declare global {
  interface Window {
    __shifts: { value: number; startTime: number; hadRecentInput: boolean; sources: string[] }[]
    /** When the app's first frame had replaced the shell (two frames after its commit removed it). */
    __takeoverEnd?: number
    __shellBoxes?: unknown
  }
}

for (const size of [
  { width: 390, height: 844, name: 'phone' },
  { width: 1366, height: 768, name: 'laptop' },
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`${size.name}, ${scheme}: the app takes over the shell with no layout shift`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000)
      await page.setViewportSize(size)
      await page.emulateMedia({ colorScheme: scheme })
      const [member, partner] = await Promise.all([
        createMember(request, { prefix: 'Stable', premium: true }),
        createMember(request, { prefix: 'Immobile' }),
      ])
      // The home page's news line, written by the first script (early-home.ts): with news in light,
      // none in dark. Either fills the line's place without moving what is below it.
      if (scheme === 'light') await likeAs(request, partner, member)
      await seedStoredLogin(page, member.login)
      await page.addInitScript(() => {
        window.__shifts = []
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as LayoutShift[])
            window.__shifts.push({
              value: entry.value,
              startTime: entry.startTime,
              hadRecentInput: entry.hadRecentInput,
              // What moved, for the failure's message.
              sources: entry.sources.map(
                (s) =>
                  `${s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : s.node?.nodeName} ${JSON.stringify(s.previousRect)} -> ${JSON.stringify(s.currentRect)}`,
              ),
            })
        }).observe({ type: 'layout-shift', buffered: true })
        // The app's first commit replaces the shell's wrapper: its frame, and the next, close the takeover.
        new MutationObserver((_records, observer) => {
          if (
            !document.querySelector('#root[data-prerendered]') ||
            document.querySelector('[data-shell-content]')
          )
            return
          observer.disconnect()
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              window.__takeoverEnd = performance.now()
            }),
          )
        }).observe(document, { childList: true, subtree: true })
      })
      for (const { path } of pages(partner)) {
        // The shell as it paints from the HTML: the same address, its scripts not run.
        await page.route('**/assets/*.js', (route) => route.abort())
        await page.goto(path)
        await expect(page.locator('[data-shell-content]'), path).toBeAttached()
        const shell = await boxesOf(page)
        expect(await page.locator('html').getAttribute('class'), `${path}: colour mode`).toContain(scheme)
        await page.unroute('**/assets/*.js')

        await page.goto(path)
        await expect(page.locator('html'), path).toHaveAttribute('data-app-ready', '')
        await expect(page.getByRole('heading', { level: 1 }), path).toBeAttached()
        await expect(page.locator('[data-page-skeleton]'), path).toHaveCount(0)
        await page.waitForFunction(() => window.__takeoverEnd !== undefined)
        // The takeover: from the shell's paint to the app's first frame in its place. What the page's
        // own data moves afterwards is the page's (the whole load's figure, below).
        const takeover = await page.evaluate(() =>
          window.__shifts.filter((s) => !s.hadRecentInput && s.startTime <= (window.__takeoverEnd ?? 0)),
        )
        await page.waitForLoadState('networkidle')
        const app = await boxesOf(page)
        expect.soft(app.header, `${path}: the header`).toEqual(shell.header)
        expect.soft(app.tabBar, `${path}: the tab bar`).toEqual(shell.tabBar)
        if (shell.heading) expect.soft(app.heading, `${path}: the heading`).toEqual(shell.heading)
        const sum = (shifts: typeof takeover) => shifts.reduce((total, s) => total + s.value, 0)
        expect
          .soft(sum(takeover), `${path}: layout shift ${JSON.stringify(takeover, null, 1)}`)
          .toBeLessThanOrEqual(0.02)
        // The whole load, the page's own data included (its later shifts are the page's, not the
        // shell's): reported, for the README's figures.
        const load: typeof takeover = await page.evaluate(() =>
          window.__shifts.filter((s) => !s.hadRecentInput),
        )
        const figure = `${size.name} ${scheme} ${path.replace(/\/(chat|users)\/.+/, '/$1/<slug>')}: takeover ${sum(takeover).toFixed(4)}, whole load ${sum(load).toFixed(4)}`
        test.info().annotations.push({ type: 'layout shift', description: figure })
        console.log(`layout shift, ${figure}`)
      }
    })
  }
}

/**
 * The pages whose largest photo the first script draws (src/app/largest-image.ts): a profile, for a
 * member and for a visitor opening a shared link (the first script then asks with no session), and
 * the results (its first card's: a search for the partner's nickname).
 */
const DRAWN = [
  { page: 'profile', audience: 'member' },
  { page: 'profile', audience: 'visitor' },
  { page: 'results', audience: 'member' },
  { page: 'swipe', audience: 'member' },
] as const

const WHAT = {
  profile: "a profile's main photo",
  results: "the first result's photo",
  swipe: "the swipe deck's top card's photo",
} as const

for (const { page: drawnPage, audience } of DRAWN)
  for (const size of [
    { width: 390, height: 844, name: 'phone' },
    { width: 1366, height: 768, name: 'laptop' },
  ] as const) {
    test(`${size.name}, ${audience}: ${WHAT[drawnPage]} is drawn from the first answer before the app runs, where the page puts it`, async ({
      page,
      context,
      request,
    }) => {
      await page.setViewportSize({ width: size.width, height: size.height })
      const [member, partner] = await Promise.all([
        createMember(request, { prefix: 'Regard', premium: true }),
        createMember(request, { prefix: 'Portrait' }),
      ])
      if (audience === 'member') await seedStoredLogin(page, member.login)
      await setShellCookies(context, 'fr', audience === 'member')
      const path = {
        profile: `/app/users/${buildUserSlug(partner.nickname, partner.id)}`,
        // Found by nickname: the results of a wider search change as other specs sign members up.
        results: `/app/search/result?nick=${encodeURIComponent(partner.nickname)}`,
        swipe: '/app/swipe',
      }[drawnPage]
      // The page's own photo once the app runs: the profile's main one, the first card's, the top
      // card's.
      const pagePhoto = {
        profile: page.getByRole('img', { name: partner.nickname, exact: true }),
        results: page.locator('main article img').first(),
        swipe: page.getByTestId('swipe-card').locator('img'),
      }[drawnPage]
      const box = async (locator: import('@playwright/test').Locator) => {
        const b = await locator.boundingBox()
        return (
          b && { x: Math.round(b.x), y: Math.round(b.y), w: Math.round(b.width), h: Math.round(b.height) }
        )
      }

      // The app's scripts held at the network: only the HTML and its first script run.
      await page.route('**/assets/*.js', (route) => route.abort())
      await page.goto(path)
      const drawn = page.locator('[data-shell-content] [data-largest-photo] img')
      await expect(drawn).toBeVisible()
      await expect
        .poll(() => drawn.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true)
      await expect(page.locator('html')).not.toHaveAttribute('data-app-ready', '')
      const shell = { box: await box(drawn), src: await drawn.getAttribute('src') }
      expect(shell.src).toContain('/__mock/photos/')
      await page.unroute('**/assets/*.js')

      // With the app: from the frame the first script draws the photo in to the page's own, every
      // frame shows it (the app's loading state draws it too: no blink as the app takes over). The
      // photo is the one drawn in this load (the swipe deck's top card may change between two loads
      // as other specs sign members up).
      await page.addInitScript(() => {
        const w = window as unknown as { __photoFrames: { src: string; shown: number; missing: number } }
        w.__photoFrames = { src: '', shown: 0, missing: 0 }
        const started = performance.now()
        const watch = () => {
          const frames = w.__photoFrames
          frames.src ||=
            document.querySelector('[data-shell-content] [data-largest-photo] img')?.getAttribute('src') ?? ''
          const shown =
            frames.src !== '' &&
            [...document.images].some((img) => img.getAttribute('src') === frames.src && img.isConnected)
          if (shown) frames.shown += 1
          else if (frames.shown > 0) frames.missing += 1
          if (performance.now() - started < 6_000) requestAnimationFrame(watch)
        }
        requestAnimationFrame(watch)
      })
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('data-app-ready', '')
      const photo = pagePhoto
      await expect(photo).toBeVisible()
      const frames = await page.evaluate(
        () =>
          (window as unknown as { __photoFrames: { src: string; shown: number; missing: number } })
            .__photoFrames,
      )
      expect(frames.src).toContain('/__mock/photos/')
      expect(await photo.getAttribute('src')).toBe(frames.src)
      expect(await box(photo)).toEqual(shell.box)
      expect(frames.shown, 'frames showing the photo').toBeGreaterThan(0)
      expect(frames.missing, 'frames without the photo once it was shown').toBe(0)
    })
  }

/** A conversation's texts, oldest first: short and long, so bubbles wrap at each size. */
const EXCHANGE = [
  { from: 'partner', text: 'Salut ! Ton profil m’a fait sourire, tu aimes vraiment la randonnée ?' },
  { from: 'member', text: 'Oui, surtout en montagne le week-end.' },
  {
    from: 'partner',
    text: 'Alors on a au moins ça en commun. Je connais un sentier magnifique au-dessus du lac, avec une vue incroyable au lever du soleil, si jamais tu veux le découvrir un samedi matin.',
  },
  { from: 'member', text: 'Avec plaisir 😊 Samedi prochain ?' },
  { from: 'partner', text: 'Parfait, je t’envoie l’adresse du départ demain.' },
] as const

for (const size of [
  { width: 390, height: 844, name: 'phone' },
  { width: 1366, height: 768, name: 'laptop' },
] as const)
  test(`${size.name}: a conversation's newest messages are drawn from the first answer before the app runs, where the page puts them`, async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height })
    // A free member on the phone: the conversation's notice (free messages left) under the history.
    const premium = size.name === 'laptop'
    const [member, partner] = await Promise.all([
      createMember(request, { prefix: 'Bavard', premium }),
      createMember(request, { prefix: 'Randonneur' }),
    ])
    for (const { from, text } of EXCHANGE)
      await (from === 'member'
        ? sendMessageAs(request, member, partner, text)
        : sendMessageAs(request, partner, member, text))
    await seedStoredLogin(page, member.login)
    await setShellCookies(context, 'fr', true)
    const path = `/app/chat/${buildUserSlug(partner.nickname, partner.id)}`
    // Each bubble's text, where it is on screen.
    const bubbles = (scope: string) =>
      page
        .locator(scope)
        .locator('[data-message-text]')
        .evaluateAll((texts) =>
          texts.map((text) => {
            const b = text.getBoundingClientRect()
            return {
              text: text.textContent,
              own: !!text.closest('[data-state]')?.className.includes('flex-end'),
              box: [Math.round(b.x), Math.round(b.y), Math.round(b.width), Math.round(b.height)],
            }
          }),
        )

    // The app's scripts held at the network: only the HTML and its first script run. Montserrat held
    // too, the whole test: the shell draws in its stand-in, and the app's bubbles must sit where
    // those are (the font comes after the app's first page, and a swap redraws them in place).
    await page.route('**/*.woff2', (route) => route.abort())
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.goto(path)
    const early = page.locator('[data-shell-content] [data-early-history] li')
    await expect(early).toHaveCount(EXCHANGE.length)
    await expect(page.locator('html')).not.toHaveAttribute('data-app-ready', '')
    const notice = page.locator('[data-shell-content] [data-early-alert]')
    if (premium) await expect(notice).toBeHidden()
    else await expect(notice).toHaveText(/message.* gratuit/)
    const noticeBox = premium ? null : await notice.boundingBox()
    const shell = await bubbles('[data-shell-content] [data-early-history]')
    expect(shell.map((b) => b.text)).toEqual(EXCHANGE.map((m) => m.text))
    expect(shell.map((b) => b.own)).toEqual(EXCHANGE.map((m) => m.from === 'member'))
    // The newest at the bottom of the history, by the composer, the member's own on the right.
    const history = await page.locator('[data-early-history]').boundingBox()
    const [, top = 0, , height = 0] = shell.at(-1)?.box ?? []
    expect((history?.y ?? 0) + (history?.height ?? 0) - (top + height)).toBeLessThan(60)
    // The nickname the address gives, as the app's loading state writes it.
    const slug = buildUserSlug(partner.nickname, partner.id)
    await expect(
      page.getByRole('link', { name: slug.slice(0, slug.lastIndexOf('-')), exact: true }),
    ).toHaveAttribute('href', `/app/users/${slug}`)
    await page.unroute('**/assets/*.js')

    // With the app: from the frame the first script draws the bubbles in to the page's own history,
    // every frame shows the newest message (the app's loading states draw it too: no blink).
    type Frames = { shown: number; missing: number; places: number[][] }
    await page.addInitScript((newestText: string) => {
      const w = window as unknown as { __bubbleFrames: Frames }
      w.__bubbleFrames = { shown: 0, missing: 0, places: [] }
      const started = performance.now()
      const watch = () => {
        const frames = w.__bubbleFrames
        const shown = [...document.querySelectorAll('[data-message-text]')].find(
          (text) => text.textContent === newestText && text.getBoundingClientRect().height > 0,
        )
        if (shown) {
          frames.shown += 1
          // Each place it is drawn at, once.
          const b = shown.getBoundingClientRect()
          const place = [b.x, b.y, b.width, b.height].map(Math.round)
          if (!frames.places.some((p) => p.join() === place.join())) frames.places.push(place)
        } else if (frames.shown > 0) frames.missing += 1
        if (performance.now() - started < 6_000) requestAnimationFrame(watch)
      }
      requestAnimationFrame(watch)
    }, EXCHANGE.at(-1)?.text ?? '')
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '')
    const appHistory = page.getByTestId('message-history')
    await expect(appHistory.locator('li')).toHaveCount(EXCHANGE.length)
    await expect(page.getByTestId('credits')).toBeVisible()
    // Where the shell drew them, at most a pixel away: the history is as wide, and the bubbles wrap
    // the same; its top moves down as the contact's head gets their age and the member's credits,
    // and its bottom stays, but the browser scrolls by whole pixels.
    if (noticeBox) expect(await page.getByText(/message.* gratuit/).boundingBox()).toEqual(noticeBox)
    const app = await bubbles('[data-testid="message-history"]')
    expect(app.map(({ text, own }) => ({ text, own }))).toEqual(shell.map(({ text, own }) => ({ text, own })))
    for (const [i, { box }] of app.entries()) {
      const drawn = shell[i]?.box ?? []
      for (const [k, value] of box.entries())
        expect(Math.abs(value - (drawn[k] ?? 0)), `bubble ${i + 1}`).toBeLessThanOrEqual(1)
    }
    const frames = await page.evaluate(() => (window as unknown as { __bubbleFrames: Frames }).__bubbleFrames)
    expect(frames.shown, 'frames showing the newest message').toBeGreaterThan(0)
    expect(frames.missing, 'frames without it once it was shown').toBe(0)
    // In every frame where the shell drew it (the notice, the head's growth: nothing moves it).
    const drawn = shell.at(-1)?.box ?? []
    for (const place of frames.places)
      for (const [k, value] of place.entries())
        expect(Math.abs(value - (drawn[k] ?? 0)), `the newest message drawn at ${place}`).toBeLessThanOrEqual(
          1,
        )
  })

test.describe('as first painted, before the app runs', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  // The pages whose loading state is their own, filled by the first script (the words of the home
  // page, a conversation's newest messages, the swipe deck's, the results' and a profile's photo): what a member's assistive
  // technology meets before the app runs passes both engines too.
  test('the shells the first script fills pass both accessibility engines', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000)
    const [member, partner] = await Promise.all([
      createMember(request, { prefix: 'Lecteur', premium: true }),
      createMember(request, { prefix: 'Portrait' }),
    ])
    await likeAs(request, partner, member)
    await sendMessageAs(request, partner, member, 'Bonsoir, on se connaît ?')
    await seedStoredLogin(page, member.login)
    await setShellCookies(context, 'fr', true)
    await page.route('**/assets/*.js', (route) => route.abort())
    for (const { path, filled } of [
      {
        path: `/app/chat/${buildUserSlug(partner.nickname, partner.id)}`,
        filled: '[data-early-history] li',
      },
      { path: '/app', filled: '[data-early-wall-news]:not([data-early-pending])' },
      { path: '/app/swipe', filled: '[data-largest-photo] img' },
      {
        path: `/app/search/result?nick=${encodeURIComponent(partner.nickname)}`,
        filled: '[data-largest-photo] img',
      },
      {
        path: `/app/users/${buildUserSlug(partner.nickname, partner.id)}`,
        filled: '[data-largest-photo] img',
      },
    ]) {
      await page.goto(path)
      await expect(page.locator(`[data-shell-content] ${filled}`), path).toBeAttached()
      await expectNoA11yViolations(page, { label: `${path}, the shell as first painted` })
    }
  })
})
