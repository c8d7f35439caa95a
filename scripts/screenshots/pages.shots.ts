/**
 * The README's screenshots of the main pages, as the demo member juliette@demo.fr sees them on a phone
 * (390x844, light), written to docs/screenshots/<page>.png as small 8-bit palette PNGs.
 *
 * SHOTS_DIR, SHOTS_SIZES (e.g. "390x844,768x1024,1366x768") and SHOTS_SCHEMES ("light,dark") let a
 * developer look at every size and scheme without touching the README's files.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page } from '@playwright/test'
import { test } from '../../tests/e2e/support/test'
import { MAIN_PAGES } from './main-pages'
import { writeSmallPng } from './small-png'

const OUT = process.env.SHOTS_DIR ?? join(import.meta.dirname, '..', '..', 'docs', 'screenshots')
const SIZES = (process.env.SHOTS_SIZES ?? '390x844').split(',').map((size) => {
  const [width, height] = size.split('x').map(Number)
  return { width: width!, height: height!, name: size }
})
const SCHEMES = (process.env.SHOTS_SCHEMES ?? 'light').split(',') as ('light' | 'dark')[]
const README_SHOTS = !process.env.SHOTS_DIR

/** Waits until the page is still: the app has run, fonts are in, pictures are loaded. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('html[data-app-ready]')).toBeAttached()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.evaluate(() => document.fonts.ready)
  await page.waitForLoadState('networkidle')
  // Pictures on screen (lazy ones below the fold never load: not waited for, at most 5 s).
  await page.evaluate(() => {
    const pending = [...document.images].filter((img) => !img.complete && img.loading !== 'lazy')
    const loaded = pending.map((img) => img.decode().catch(() => undefined))
    return Promise.race([Promise.all(loaded), new Promise((resolve) => setTimeout(resolve, 5000))])
  })
}

for (const size of SIZES) {
  for (const scheme of SCHEMES) {
    test(`main pages at ${size.name}, ${scheme}`, async ({ page, signIn }) => {
      mkdirSync(OUT, { recursive: true })
      await page.setViewportSize({ width: size.width, height: size.height })
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
      await signIn('premium')
      for (const shot of MAIN_PAGES) {
        await page.goto(shot.path)
        await settle(page)
        if (shot.afterOpen) {
          await shot.afterOpen(page)
          await settle(page)
        }
        if (shot.ready) await expect(shot.ready(page)).toBeVisible({ timeout: 15_000 })
        const name = README_SHOTS ? `${shot.name}.png` : `${shot.name}-${size.name}-${scheme}.png`
        const png = await page.screenshot({ animations: 'disabled', caret: 'hide' })
        writeSmallPng(png, join(OUT, name), { maxColors: README_SHOTS ? 128 : 256 })
      }
    })
  }
}
