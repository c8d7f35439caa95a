/**
 * `npm run icons`: the app's icons (web app manifest, Apple touch icon) rasterised from the source SVGs
 * in scripts/icons/ by Chromium, into public/icons/. The PNGs are committed, so a build needs no
 * browser; run this again after changing an SVG.
 *
 * - app-icon.svg: the round logo on a transparent background ("any" purpose), 192 and 512 px;
 * - app-icon-maskable.svg: full bleed, the heart inside the central 80 % circle a launcher may crop
 *   to ("maskable"), 512 px, and the Apple touch icon (180 px: iOS draws transparency as black and
 *   rounds the corners itself).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright'
import { chromiumArgs, chromiumPath } from './chromium.mjs'

const root = join(import.meta.dirname, '..')
const source = (name) => readFileSync(join(root, 'scripts', 'icons', name), 'utf8')

export const ICONS = [
  { file: 'icon-192.png', svg: 'app-icon.svg', size: 192 },
  { file: 'icon-512.png', svg: 'app-icon.svg', size: 512 },
  { file: 'icon-maskable-512.png', svg: 'app-icon-maskable.svg', size: 512 },
  { file: 'apple-touch-icon.png', svg: 'app-icon-maskable.svg', size: 180 },
]

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 })
  for (const { file, svg, size } of ICONS) {
    await page.setViewportSize({ width: size, height: size })
    const src = `data:image/svg+xml;base64,${Buffer.from(source(svg)).toString('base64')}`
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}img{display:block}</style><img src="${src}" width="${size}" height="${size}" alt="">`,
    )
    await page.locator('img').evaluate((img) => img.decode())
    await page.screenshot({ path: join(root, 'public', 'icons', file), omitBackground: true })
    console.log(`public/icons/${file} (${size}x${size})`)
  }
} finally {
  await browser.close()
}
