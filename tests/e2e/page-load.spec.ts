/**
 * A member page opened by its address (issue 23): its first calls start as soon as the entry knows
 * the address, side by side, and each is made once, though the entry starts them and the page's
 * machines ask for them later (they take the answers on their way).
 */
import type { Page } from '@playwright/test'
import { buildUserSlug } from '../../src/lib/slug'
import { seedStoredLogin } from './support/auth'
import { builtFile } from './support/built-files'
import { MOCK_URL } from './support/e2e-env'
import { createMember } from './support/members'
import { expect, test } from './support/test'

/** The API calls a page load makes, by method, path and query (less the session id), with their count. */
function recordApiCalls(page: Page) {
  const counts = new Map<string, number>()
  page.on('request', (request) => {
    const url = new URL(request.url())
    // Preflights are the browser's, and photos are files, not calls.
    if (!request.url().startsWith(MOCK_URL) || request.method() === 'OPTIONS') return
    if (url.pathname.startsWith('/__mock/') || url.pathname === '/ws') return
    url.searchParams.delete('session_id')
    url.searchParams.sort()
    const key = `${request.method()} ${url.pathname}?${url.searchParams}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  })
  return counts
}

const twice = (counts: Map<string, number>) => [...counts].filter(([, n]) => n > 1).map(([key]) => key)

/**
 * The API calls the page started before its HTML was parsed (relative to the API's base): only the
 * page's first script (app.html's head) can start them, as the HTML is read; module scripts run after.
 */
const callsBeforeParsed = (page: Page) =>
  page.evaluate((api) => {
    const parsed = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.name.startsWith(api) && e.startTime < parsed.domInteractive)
      .map((e) => e.name.slice(api.length))
  }, MOCK_URL)

test('each page opened by its address makes each of its API calls once', async ({ page, request }) => {
  const [member, other] = await Promise.all([
    createMember(request, { prefix: 'Chargement', premium: true }),
    createMember(request, { prefix: 'Contact', sex: 1, lookingFor: 2 }),
  ])
  await seedStoredLogin(page, member.login)
  const pages: [path: string, firstCall: string][] = [
    ['/app', 'GET /ajax_api/getActivities?'],
    ['/app/search/result?page=2', 'GET /index_api/search?'],
    [`/app/chat/${buildUserSlug(other.nickname, other.id)}`, 'GET /ajax_api/load_messages?'],
    ['/app/swipe', 'GET /index_api/match?action=get_profile&page=1'],
    ['/app/account/settings', 'GET /index_api/user?get_abo_infos=1'],
    [`/app/users/${buildUserSlug(other.nickname, other.id)}`, `GET /index_api/user?id=${other.id}`],
  ]
  // The reads the page's first script (app.html's head) starts: they leave while the HTML is read,
  // before the document is parsed, which no module script can do (they run after).
  const firstScript: Record<string, string[]> = {
    '/app': ['/ajax_api/getActivities'],
    '/app/search/result?page=2': ['/index_api/search'],
    '/app/swipe': ['/index_api/match'],
    [`/app/chat/${buildUserSlug(other.nickname, other.id)}`]: [
      '/ajax_api/load_messages',
      '/ajax_api/load_contacts',
    ],
    [`/app/users/${buildUserSlug(other.nickname, other.id)}`]: [`/index_api/user?id=${other.id}&`],
  }
  for (const [path, call] of pages) {
    const counts = recordApiCalls(page)
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    const keys = [...counts.keys()]
    expect(
      keys.filter((key) => key.startsWith(call)),
      `${path} makes its first call`,
    ).toHaveLength(1)
    expect(
      keys.some((key) => key.startsWith('GET /index_api/user?')),
      `${path} looks the member up`,
    ).toBe(true)
    expect(twice(counts), `calls made twice on ${path}`).toEqual([])
    const early = await callsBeforeParsed(page)
    for (const part of ['/index_api/user?get_wall_news=1', ...(firstScript[path] ?? [])])
      expect(
        early.some((url) => url.startsWith(part) || url.includes(part)),
        `${path}: ${part} asked for by the page's first script (before the HTML is parsed), among ${early.join(', ')}`,
      ).toBe(true)
    page.removeAllListeners('request')
  }
})

test("a shared profile link opened by a visitor: the profile asked for by the page's first script, with no session, once", async ({
  page,
  request,
}) => {
  const other = await createMember(request, { prefix: 'Partage' })
  const path = `/app/users/${buildUserSlug(other.nickname, other.id)}`
  const counts = recordApiCalls(page)
  const sessions: string[] = []
  page.on('request', (r) => {
    if (r.url().startsWith(MOCK_URL) && new URL(r.url()).searchParams.has('session_id'))
      sessions.push(r.url())
  })
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '')
  await expect(page.getByRole('img', { name: other.nickname, exact: true })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(counts.get(`GET /index_api/user?id=${other.id}`), 'the profile, asked once').toBe(1)
  expect(twice(counts), 'calls made twice').toEqual([])
  expect(sessions, 'calls with a session id, for a visitor').toEqual([])
  const early = await callsBeforeParsed(page)
  expect(early, "the profile, asked for by the page's first script").toContain(
    `/index_api/user?id=${other.id}`,
  )
})

test('the landing page hydrates the HTML its build rendered, with no error', async ({ page }) => {
  // React reports a hydration that does not match (its error 418) as an uncaught error, then renders
  // the page again on the client: a second paint and a layout shift for every visitor.
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  const response = await page.goto('/')
  expect(await response?.text()).toContain('data-prerendered="/"')
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  // The app reports ready once hydrated; the passes after it (the screen-size value, deferred, and the
  // lazy parts) come later, and a mismatch in them is reported then: let them end.
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))))
  expect(errors).toEqual([])
})

test("a conversation opened by its address loads its page's chunks without appending their preloads", async ({
  page,
  request,
}) => {
  // The page's own import and the member shell's skip Vite's preload helper (scripts/start-imports.ts):
  // their chunks come with the page's Link header, from the service worker, or one level at a time
  // (the connection status, the footer), and the helper's links were 50 ms of main thread in the
  // start. None of their files is among the document's preloads (app.html's own are not theirs), and
  // the page still comes whole, header and messages. The member header's file is not checked: it
  // holds the styled-system patterns every dialog and lazy part imports too (scripts/start-chunks.ts),
  // so the helper names it for those; the start's files are few now (below).
  const started = [
    'src/features/chat/conversation-page.tsx',
    'src/features/layout/header-realtime.tsx',
    'src/features/layout/footer.tsx',
  ].map(builtFile)
  const [member, other] = await Promise.all([
    createMember(request, { prefix: 'Preload', premium: true }),
    createMember(request, { prefix: 'Ecrit', sex: 1, lookingFor: 2 }),
  ])
  await seedStoredLogin(page, member.login)
  await page.goto(`/app/chat/${buildUserSlug(other.nickname, other.id)}`)
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '')
  await expect(page.getByRole('heading', { level: 2, name: other.nickname, exact: true })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('status')).toBeVisible()
  await page.waitForLoadState('networkidle')
  // The shell's own list (`data-start`, linked once it has painted: vite.config.ts) names the page's
  // chunks on purpose; what is looked at here is what the preload helper appended.
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]:not([data-start])')].map(
      (l) => new URL(l.href).pathname,
    ),
  )
  // The helper did run for the start's other imports: the test looks where it writes.
  expect(preloaded.length).toBeGreaterThan(0)
  expect(preloaded.filter((file) => started.includes(file))).toEqual([])
  // Few links in all: app.html's own five and a dozen the helper appended for the lazy parts (51
  // appended before the start's files were merged, scripts/start-chunks.ts).
  expect(preloaded.length, preloaded.join(', ')).toBeLessThanOrEqual(20)
})

test("a page's largest picture is preloaded from its first answer, and fetched once", async ({
  page,
  request,
}) => {
  const [member, other] = await Promise.all([
    createMember(request, { prefix: 'Grande', premium: true }),
    createMember(request, { prefix: 'Photo', sex: 1, lookingFor: 2, publicPhotos: 2 }),
  ])
  await seedStoredLogin(page, member.login)
  // The page's high-priority <img>: the first result's photo, the top card's, the profile's main one.
  for (const path of [
    '/app/search/result',
    '/app/swipe',
    `/app/users/${buildUserSlug(other.nickname, other.id)}`,
  ]) {
    const photos: string[] = []
    const onRequest = (r: import('@playwright/test').Request) => {
      if (r.resourceType() === 'image' && r.url().startsWith(MOCK_URL)) photos.push(r.url())
    }
    page.on('request', onRequest)
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '')
    const preloads = page.locator('link[rel="preload"][as="image"][data-largest-image]')
    const preloadedNow = () =>
      preloads.evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))
    if (path === '/app/search/result') {
      // The first result is the newest member: one that another spec has just signed up may have no
      // photo yet, and then nothing is preloaded (the next cards' photos are not the largest paint).
      const firstCard = page.locator('main article').first()
      await expect(firstCard).toBeVisible()
      if ((await firstCard.locator('img').count()) === 0) {
        expect(await preloadedNow(), `${path}: nothing preloaded for a first result with no photo`).toEqual(
          [],
        )
        page.off('request', onRequest)
        continue
      }
    }
    const largest = page.locator('main img[fetchpriority="high"]').first()
    await expect(largest).toBeVisible()
    await expect.poll(() => largest.evaluate((img: HTMLImageElement) => img.complete)).toBe(true)
    const shown = await largest.evaluate((img: HTMLImageElement) => img.currentSrc)
    expect(await preloadedNow(), `${path}: the picture preloaded is the one the page shows`).toEqual([shown])
    expect(
      photos.filter((url) => url === shown),
      `${path}: ${shown} fetched once (the <img> takes the preload's answer)`,
    ).toHaveLength(1)
    page.off('request', onRequest)
  }
})
