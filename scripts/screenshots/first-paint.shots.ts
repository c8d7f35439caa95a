/**
 * The first paint of the member pages of issue 38, from their prerendered HTML before any of the
 * app's scripts has run (they are refused; the page's own first script, inline, paints the colour
 * mode, asks for the page's first data and draws the page's largest paint from it: a photo, the home
 * page's words, a conversation's newest messages), at 390x844
 * and 1366x768, light and dark, in French and English, into
 * docs/screenshots/first-paint/<page>-<size>-<scheme>-<lang>.png; and the same pages once the app
 * has taken over and the data is in, into docs/screenshots/first-paint/app/, to compare: the header,
 * the tab bar and the heading must be where the shell put them.
 *
 *   npm run screenshots -- first-paint
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from '@playwright/test'
import { buildUserSlug } from '../../src/lib/slug'
import { seedStoredLogin } from '../../tests/e2e/support/auth'
import { APP_URL } from '../../tests/e2e/support/e2e-env'
import { createMember, sendMessageAs } from '../../tests/e2e/support/members'
import { test } from '../../tests/e2e/support/test'
import { writeSmallPng } from './small-png'

const OUT = join(import.meta.dirname, '..', '..', 'docs', 'screenshots', 'first-paint')
const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]

/** What the two members say, in the page's language. */
const SAY = {
  fr: [
    'Salut ! Ton profil m’a fait sourire, tu aimes vraiment la randonnée ?',
    'Oui, surtout en montagne le week-end.',
    'Alors on a au moins ça en commun. Je connais un sentier magnifique au-dessus du lac.',
  ],
  en: [
    'Hi! Your profile made me smile, do you really love hiking?',
    'Yes, mostly in the mountains at the weekend.',
    'Then we have that in common. I know a beautiful trail above the lake.',
  ],
} as const

for (const lang of ['fr', 'en'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`first paint of the member pages, ${lang}, ${scheme}`, async ({ page, context, request }) => {
      test.setTimeout(240_000)
      mkdirSync(join(OUT, 'app'), { recursive: true })
      const [member, other] = await Promise.all([
        createMember(request, { prefix: 'Premier', premium: true, publicPhotos: 2 }),
        createMember(request, { prefix: 'Camille', sex: 1, lookingFor: 2, publicPhotos: 2 }),
      ])
      // A conversation with its newest messages, which the first script draws.
      await sendMessageAs(request, other, member, SAY[lang][0])
      await sendMessageAs(request, member, other, SAY[lang][1])
      await sendMessageAs(request, other, member, SAY[lang][2])
      await seedStoredLogin(page, member.login)
      await page.addInitScript((language) => localStorage.setItem('lang', language), lang)
      await context.addCookies([
        { name: 'flirt_lang', value: lang, url: APP_URL },
        { name: 'flirt_member', value: '1', url: APP_URL },
      ])
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
      const slug = buildUserSlug(other.nickname, other.id)
      const pages = [
        ['home', '/app'],
        ['search-result', '/app/search/result'],
        ['conversation', `/app/chat/${slug}`],
        ['swipe', '/app/swipe'],
        ['settings', '/app/account/settings'],
        ['profile', `/app/users/${slug}`],
      ] as const
      for (const size of SIZES) {
        await page.setViewportSize(size)
        for (const [name, path] of pages) {
          const file = `${name}-${size.width}x${size.height}-${scheme}-${lang}.png`
          await page.route('**/assets/*.js', (route) => route.abort())
          await page.goto(path)
          // The page's first script's calls, and on a profile the main photo it draws from the answer.
          await page.waitForLoadState('networkidle')
          await page.evaluate(() => document.fonts.ready)
          writeSmallPng(await page.screenshot({ animations: 'disabled', caret: 'hide' }), join(OUT, file))
          await page.unroute('**/assets/*.js')
          await page.goto(path)
          await expect(page.locator('html[data-app-ready]')).toBeAttached()
          await expect(page.locator('[data-page-skeleton]')).toHaveCount(0)
          await page.waitForLoadState('networkidle')
          await page.evaluate(() => document.fonts.ready)
          writeSmallPng(
            await page.screenshot({ animations: 'disabled', caret: 'hide' }),
            join(OUT, 'app', file),
          )
        }
      }
    })
  }
}
