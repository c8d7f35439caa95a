/**
 * `node scripts/bench-search.mjs`: how long a search results page takes to show the next page, from
 * the click on "Page suivante" to the first frame painted with the new cards. Playwright (real
 * Chromium) on the production build served by nginx (`npm run serve:prod`), talking to the mock server:
 * the same setup as the end-to-end tests and scripts/bench-lighthouse.mjs. A benchmark, not a test:
 * it prints figures and never fails on one.
 *
 *   node scripts/bench-search.mjs                      build, then 15 page changes
 *   node scripts/bench-search.mjs --runs 30 --no-build  more changes, reuse the last build
 *   node scripts/bench-search.mjs --latency 150         the mock answers 150 ms later (a real network)
 *   E2E_SLOT=2 node scripts/bench-search.mjs            ports 47331/47332 and its own build folder
 *
 * Each run clicks "Page suivante" on a page never seen (an uncached call), then, every third run,
 * goes back (the page comes from the 5-minute read cache). Timing inside the page: performance.now()
 * at the click; the end is the first animation frame after the first card's nickname changed, plus
 * one task (the frame has then been presented). Servers already listening on the ports are reused
 * (and left running); the ones it starts, it stops.
 */
import {
  APP_URL,
  buildApp,
  demoStoredLogin,
  MOCK_URL,
  SLOT,
  serveApp,
  stopServers,
} from './bench-support.mjs'
import { chromiumArgs } from './chromium.mjs'
import { findChromium } from './find-chromium.mjs'

// Under bench-results/ (git-ignored), apart from the builds other tools check or serve.
const OUT_DIR = `bench-results/dist-search-${SLOT}`
/** A broad search (many pages), every criterion in the URL as the app writes it. */
const SEARCH_PATH = '/app/search/result?age_from=18&age_to=99'

function parseArgs(argv) {
  const options = { build: true, runs: 15, latency: 0 }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--no-build') options.build = false
    else if (arg === '--runs') options.runs = Math.max(1, Number(argv[++i]) || 1)
    else if (arg === '--latency') options.latency = Math.max(0, Number(argv[++i]) || 0)
    else throw new Error(`unknown argument ${arg}`)
  }
  return options
}

async function control(action, params = {}) {
  const url = new URL(`${MOCK_URL}/__mock/${action}`)
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v))
  const response = await fetch(url, { method: 'POST' })
  if (!response.ok) throw new Error(`mock control ${action}: HTTP ${response.status}`)
  return response.json()
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

const format = (label, values) =>
  values.length === 0
    ? `${label}: no sample`
    : `${label} (${values.length}): median ${percentile(values, 50).toFixed(1)} ms, p90 ${percentile(values, 90).toFixed(1)} ms, min ${Math.min(...values).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`

/**
 * In the page: clicks the pagination link named `linkName` and resolves with the milliseconds from
 * the click to the first frame presented after the first card changed.
 */
function changePageInPage(linkName) {
  return new Promise((resolve, reject) => {
    const firstName = () => document.querySelector('main ul[aria-label] li h3')?.textContent ?? ''
    const link = [...document.querySelectorAll('nav a')].find((a) => a.textContent?.includes(linkName))
    if (!link) {
      reject(new Error(`no link "${linkName}"`))
      return
    }
    const before = firstName()
    const timeout = setTimeout(() => reject(new Error('the page did not change within 10 s')), 10_000)
    const observer = new MutationObserver(() => {
      if (firstName() === before) return
      observer.disconnect()
      requestAnimationFrame(() => {
        // A task queued from the frame callback runs once that frame has been presented.
        const channel = new MessageChannel()
        channel.port1.onmessage = () => {
          clearTimeout(timeout)
          resolve(performance.now() - started)
        }
        channel.port2.postMessage(null)
      })
    })
    observer.observe(document.querySelector('main'), { subtree: true, childList: true, characterData: true })
    const started = performance.now()
    link.click()
  })
}

async function main() {
  const options = parseArgs(process.argv.slice(2))
  const chromium = await findChromium()
  if (!chromium) throw new Error('no Chromium found: run `npm run chromium` for how to get one')

  await buildApp({ build: options.build, outDir: OUT_DIR })
  await serveApp({ outDir: OUT_DIR })

  if (options.latency) await control('latency', { ms: options.latency })
  const { chromium: playwright } = await import('playwright')
  const browser = await playwright.launch({ executablePath: chromium.path, args: chromiumArgs })
  const uncached = []
  const cached = []
  try {
    const login = await demoStoredLogin()
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } })
    await context.addInitScript((value) => localStorage.setItem('auth', value), JSON.stringify(login))
    const page = await context.newPage()
    await page.goto(`${APP_URL}${SEARCH_PATH}`)
    await page.getByRole('list', { name: 'Membres trouvés' }).waitFor()
    // One change first, not counted: the first click also loads code and warms the browser.
    await page.evaluate(changePageInPage, 'Page suivante')
    for (let i = 1; i <= options.runs; i++) {
      uncached.push(await page.evaluate(changePageInPage, 'Page suivante'))
      if (i % 3 === 0) {
        cached.push(await page.evaluate(changePageInPage, 'Page précédente'))
        await page.evaluate(changePageInPage, 'Page suivante')
      }
    }
  } finally {
    await browser.close()
    if (options.latency) await control('latency', { ms: 0 }).catch(() => {})
  }

  console.log('')
  console.log(
    `Search results: click on a page link -> next paint with the new cards (latency ${options.latency} ms)`,
  )
  console.log(format('  new page (API call)', uncached))
  console.log(format('  page seen before (read cache)', cached))
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
  .finally(stopServers)
