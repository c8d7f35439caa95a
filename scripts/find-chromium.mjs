/**
 * Finds the Chromium that Playwright and Vitest browser mode will drive, prints where it is and its
 * version, and fails with instructions when there is none. Order: $CHROMIUM_PATH, Debian's
 * /usr/bin/chromium (both via chromiumPath()), then a Playwright-managed build.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { chromiumPath, testChromiumPath } from './chromium.mjs'

/** @returns {Promise<{ path: string, source: string } | undefined>} */
export async function findChromium() {
  const system = chromiumPath()
  if (system) {
    const source = system === process.env.CHROMIUM_PATH ? '$CHROMIUM_PATH' : 'system package'
    return { path: system, source }
  }
  try {
    const { chromium } = await import('playwright')
    const managed = chromium.executablePath()
    if (managed && existsSync(managed)) return { path: managed, source: 'Playwright-managed' }
  } catch {
    // playwright not installed yet (before npm ci): fall through to "none found"
  }
  return undefined
}

function version(path) {
  try {
    return execFileSync(path, ['--version'], {
      encoding: 'utf8',
      timeout: 15_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
  } catch {
    return 'version unknown'
  }
}

async function main() {
  const wanted = process.env.CHROMIUM_PATH
  if (wanted && !existsSync(wanted)) {
    console.warn(`warning: $CHROMIUM_PATH is set to ${wanted}, which does not exist; looking elsewhere.`)
  }
  const found = await findChromium()
  if (!found) {
    console.error(
      [
        'No Chromium found. Playwright end-to-end tests and Vitest browser mode need one.',
        'Looked at: $CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser, a Playwright-managed build.',
        'Get one:',
        '  - Debian / Ubuntu:                  apt-get install -y chromium   (as root, or with sudo)',
        '  - where the internet is reachable:  npx playwright install chromium',
        '  - or set CHROMIUM_PATH to an existing Chromium or Chrome binary.',
      ].join('\n'),
    )
    process.exit(1)
  }
  console.log(`Chromium: ${found.path} (${found.source}, ${version(found.path)})`)
  const runners = testChromiumPath()
  if (runners && runners !== found.path)
    console.log(`Test runners (Playwright, Vitest browser mode): ${runners} (${version(runners)})`)
  else
    console.log(
      "Test runners use it too; Debian's chromium-headless-shell (apt-get install -y chromium-headless-shell) runs them faster.",
    )
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
