/**
 * `npm run font-fallback`: writes src/components/ui/styles/montserrat-fallback.css, the local fonts
 * that stand in for Montserrat until its file arrives (issue 38, item 4). Montserrat is sent with
 * `font-display: swap`, so text paints at once in a fallback; these faces give that fallback
 * Montserrat's metrics (size-adjust from the average width of Latin text, ascent, descent and line
 * gap overrides), so the swap moves nothing. The figures come from Capsize (@capsizecss/metrics: the
 * fonts' own tables; @capsizecss/core: the overrides), not from us.
 *
 * Arial where there is Arial (Windows, macOS), else a metric-compatible clone (Liberation Sans, on
 * Linux; Arimo, on ChromeOS): same widths and vertical metrics, so the same overrides hold. Roboto on
 * Android. Each in a regular face (weights up to 500) and a bold one (600 and up), so bold text uses
 * the real bold instead of a smeared synthetic one; Capsize's width figures are the regular's, and a
 * font's vertical metrics are shared by its weights.
 * A unit test (font-fallback.test.ts) fails when the file and this script disagree.
 */
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createFontStack } from '@capsizecss/core'
import arial from '@capsizecss/metrics/arial'
import montserrat from '@capsizecss/metrics/montserrat'
import roboto from '@capsizecss/metrics/roboto'

/** The family our CSS names (@fontsource-variable/montserrat). */
export const FAMILY = 'Montserrat Variable'
export const OUTPUT = join(
  import.meta.dirname,
  '..',
  'src',
  'components',
  'ui',
  'styles',
  'montserrat-fallback.css',
)

/**
 * Local names of each stand-in, per weight: full names, which local() matches on every system
 * (PostScript names would add bytes to the first route's CSS, whose budget is 15 kB, for no system).
 */
const LOCAL_NAMES = {
  Arial: {
    regular: ['Arial', 'Liberation Sans', 'Arimo'],
    bold: ['Arial Bold', 'Liberation Sans Bold', 'Arimo Bold'],
  },
  Roboto: {
    regular: ['Roboto'],
    bold: ['Roboto Bold'],
  },
}
const WEIGHTS = { regular: '100 500', bold: '600 900' }

const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** The fallback faces' CSS and the families to put after Montserrat in a font stack. */
export function fallbackCss() {
  const { fontFaces } = createFontStack([{ ...montserrat, familyName: FAMILY }, arial, roboto], {
    subset: 'latin',
    fontFaceFormat: 'styleObject',
  })
  const families = []
  const blocks = []
  for (const [index, face] of fontFaces.entries()) {
    const { fontFamily, src: _src, ...overrides } = face['@font-face']
    const local = LOCAL_NAMES[[arial, roboto][index].familyName]
    families.push(fontFamily)
    for (const [weight, names] of Object.entries(local)) {
      const lines = [
        `  font-family: ${fontFamily};`,
        `  src: ${names.map((n) => `local("${n}")`).join(', ')};`,
        `  font-weight: ${WEIGHTS[weight]};`,
        ...Object.entries({ lineGapOverride: '0%', ...overrides }).map(([k, v]) => `  ${kebab(k)}: ${v};`),
      ]
      blocks.push(`@font-face {\n${lines.join('\n')}\n}`)
    }
  }
  const css = `/* Written by scripts/font-fallback.mjs (npm run font-fallback): do not edit. Local fonts with
   Montserrat's metrics, shown until Montserrat arrives, so its swap moves no text. Families: ${families.join(', ')}. */
${blocks.join('\n\n')}
`
  return { css, families }
}

if (process.argv[1] === import.meta.filename) {
  const { css, families } = fallbackCss()
  writeFileSync(OUTPUT, css)
  // The formatter lays the file out its own way; the unit test compares it whitespace aside.
  spawnSync('npx', ['biome', 'format', '--write', OUTPUT], { stdio: 'ignore' })
  console.log(`font-fallback: wrote ${OUTPUT} (${families.join(', ')})`)
}
