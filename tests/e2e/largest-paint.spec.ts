/**
 * A member page's largest paint is made from its HTML and its first script, before the app runs
 * (issue 38): the largest element the browser reports (`largest-contentful-paint` entries) is one of
 * the prerendered shell's, and the app, which renders the page over the shell with new elements,
 * never paints a larger one. The home page's news line (the member lookup's words, written by the
 * first script: src/app/early-home.ts) on a phone, the swipe deck's top card, the first result's
 * and a profile's photos (src/app/largest-image.ts), a conversation's newest message
 * (src/app/early-conversation.ts), the settings' heading on a phone.
 *
 * What this guards: the app's own elements drawn a few pixels larger than the shell's (Montserrat,
 * when it came before the app's render, is wider than its stand-in: main.tsx loads it once the first
 * page is painted), or a loading state the app renders without the shell's words or photo. Which
 * element, not when: timings stay in the benchmarks (bench:lighthouse).
 */
import type { Page } from '@playwright/test'
import { buildUserSlug } from '../../src/lib/slug'
import { seedStoredLogin } from './support/auth'
import { createMember, likeAs, sendMessageAs } from './support/members'
import { expect, test } from './support/test'

interface LargestPaint {
  tag: string
  text: string
  size: number
  /** Inside the prerendered shell when it was painted (`[data-shell-content]`, gone once the app runs). */
  shell: boolean
}

/** Records each largest-paint candidate as it is reported, while its element is still where it was. */
async function recordLargestPaints(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __largest: LargestPaint[] }
    w.__largest = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        element: Element | null
        size: number
      })[])
        w.__largest.push({
          tag: entry.element?.tagName ?? '',
          text: (entry.element?.textContent || entry.element?.getAttribute('src') || '').slice(0, 60),
          size: entry.size,
          shell: !!entry.element?.closest('[data-shell-content]'),
        })
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })
}

const LONG_MESSAGE =
  'Je connais un sentier magnifique au-dessus du lac, avec une vue incroyable au lever du soleil, si jamais tu veux le découvrir un samedi matin avec moi.'

const largestPaints = (page: Page) =>
  page.evaluate(() => (window as unknown as { __largest: LargestPaint[] }).__largest)

for (const size of [
  { width: 390, height: 844, name: 'phone' },
  { width: 1366, height: 768, name: 'laptop' },
] as const)
  test(`${size.name}: each member page's largest paint is the shell's, never the app's`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width: size.width, height: size.height })
    const [member, other] = await Promise.all([
      createMember(request, { prefix: 'Grand', premium: true }),
      createMember(request, { prefix: 'Portrait', publicPhotos: 1 }),
    ])
    // Three likes: the home page's news line ("3 nouveautés…"), its largest text.
    for (const fan of await Promise.all([0, 1, 2].map(() => createMember(request, { prefix: 'Fan' }))))
      await likeAs(request, fan, member)
    // A conversation whose largest text is its newest message.
    await sendMessageAs(request, member, other, 'Bonsoir !')
    await sendMessageAs(request, other, member, LONG_MESSAGE)
    await seedStoredLogin(page, member.login)
    await recordLargestPaints(page)
    const pages = [
      // The news line on a phone (two lines). Wider, the home page's online-members carousel (laptops
      // only) is larger: its photos come with the app (the first script does not ask for them).
      ...(size.name === 'phone' ? [{ path: '/app', largest: 'P', text: '3 nouveautés' }] : []),
      { path: '/app/swipe', largest: 'IMG' },
      { path: `/app/search/result?nick=${encodeURIComponent(other.nickname)}`, largest: 'IMG' },
      { path: `/app/users/${buildUserSlug(other.nickname, other.id)}`, largest: 'IMG' },
      // The newest message's bubble (src/app/early-conversation.ts), not the app's once its history
      // is read.
      {
        path: `/app/chat/${buildUserSlug(other.nickname, other.id)}`,
        largest: 'P',
        text: LONG_MESSAGE.slice(0, 40),
        ready: 'message-history',
      },
      // Wider, the settings' own paragraphs, which come with the app, are larger than the heading.
      ...(size.name === 'phone'
        ? [{ path: '/app/account/settings', largest: 'H1', text: 'Mon compte' }]
        : []),
    ]
    let held = Promise.resolve()
    await page.route('**/assets/*.js', async (route) => {
      await held
      await route.continue()
    })
    for (const { path, largest, text, ready } of pages as {
      path: string
      largest: string
      text?: string
      ready?: string
    }[]) {
      // The app's scripts held until the shell's largest paint is reported: what this checks is what
      // the app paints after it, not whether the photo's download beat the scripts' (on a machine
      // busy with other tests, main.tsx's wait for it gives up after 1.5 s).
      let release: () => void = () => {}
      held = new Promise<void>((resolve) => {
        release = resolve
      })
      await page.goto(path, { waitUntil: 'commit' })
      await expect
        .poll(async () => (await largestPaints(page)).some((p) => p.shell && p.tag === largest), {
          message: `${path}: the shell's ${largest} painted`,
        })
        .toBe(true)
      release()
      await expect(page.locator('html'), path).toHaveAttribute('data-app-ready', '')
      await expect(page.locator('[data-page-skeleton]'), path).toHaveCount(0)
      if (ready) await expect(page.getByTestId(ready), path).toBeVisible()
      // The app's page and Montserrat are drawn: whatever the app paints is reported by now.
      await page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => setTimeout(r, 300))))
      const paints = await largestPaints(page)
      const last = paints.at(-1)
      expect(last, `${path}: ${JSON.stringify(paints)}`).toMatchObject({ tag: largest, shell: true })
      if (text) expect(last?.text, path).toContain(text)
    }
  })
