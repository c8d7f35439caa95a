/**
 * Every web API our code uses exists in the browsers package.json's `browserslist` declares, or is
 * guarded where it is used: eslint-plugin-compat (MDN's and caniuse's data) over `src/`, limited to
 * that one rule. ESLint cannot read TypeScript without the compiler's JavaScript API, which
 * TypeScript 7 no longer has, so each file is first stripped of its types by Vite's own transform.
 * `npm run lint` runs it after Biome; it exits 1 and names file, line and API on any finding.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { Linter } from 'eslint'
import compat from 'eslint-plugin-compat'
import { transformWithOxc } from 'vite'

const root = join(import.meta.dirname, '..')
const src = join(root, 'src')

/** Source files of the app and the widget (tests and stories run in our own Chromium only). */
function sources(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) &&
      !/\.(test|stories|test-support)\.tsx?$/.test(name) &&
      !/\.d\.ts$/.test(name)
      ? [path]
      : []
  })
}

const linter = new Linter({ configType: 'flat' })
const config = [
  {
    plugins: { compat },
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    settings: {
      browserslistOpts: { path: root },
      // Used only behind a check with a fallback, which the rule cannot see through the transform:
      // requestIdleCallback (src/widget/loader.ts: a timer where it is missing, Safari before 18).
      polyfills: ['requestIdleCallback'],
    },
    rules: { 'compat/compat': 'error' },
  },
]

const findings = []
for (const file of sources(src)) {
  const { code } = await transformWithOxc(readFileSync(file, 'utf8'), file, {
    lang: file.endsWith('x') ? 'tsx' : 'ts',
    jsx: 'preserve',
    sourcemap: false,
  })
  for (const message of linter.verify(code, config, { filename: `${file}.js` })) {
    findings.push(`${relative(root, file)}: ${message.message}${message.fatal ? ' (could not parse)' : ''}`)
  }
}
if (findings.length) {
  console.error(
    `${findings.length} use(s) of an API beyond the declared browsers (package.json browserslist):`,
  )
  for (const line of findings) console.error(`  ${line}`)
  process.exit(1)
}
console.log(`compat: ${sources(src).length} files use no API beyond the declared browsers`)
