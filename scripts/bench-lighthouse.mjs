/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, the default simulated-throttling profile) on the
 * production build served by nginx as production serves it (`npm run serve:prod`: headers, cache
 * rules, precompressed files), talking to the standalone mock server; the same setup as the
 * end-to-end tests. A benchmark, not a test: it prints scores and metrics and writes the reports to
 * bench-results/, and never fails on a figure. Works offline.
 *
 *   npm run bench:lighthouse                       / and /app/search/result, one run each
 *   npm run bench:lighthouse -- --runs 3           median of three runs per page
 *   npm run bench:lighthouse -- --no-build /faq    skip the build; pages to measure as arguments
 *
 * Member pages (under /app, except register) are measured signed in: the demo premium member logs in
 * against the mock server and the stored login is written into the browser before Lighthouse runs
 * (with its storage reset turned off).
 *
 * Servers already listening on the ports are reused (and left running); the ones it starts, it stops.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { APP_URL, buildApp, demoStoredLogin, root, run, serveApp, stopServers } from './bench-support.mjs'
import { chromiumArgs } from './chromium.mjs'
import { findChromium } from './find-chromium.mjs'

// Measures the build `npm run budget` checks and `npm run serve:prod` serves.
const OUT_DIR = 'dist'
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
]

function parseArgs(argv) {
  const options = { build: true, runs: 1, paths: [] }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--no-build') options.build = false
    else if (arg === '--runs') options.runs = Math.max(1, Number(argv[++i]) || 1)
    else if (arg.startsWith('/')) options.paths.push(arg)
    else throw new Error(`unknown argument ${arg}`)
  }
  if (options.paths.length === 0) options.paths = ['/', '/app/search/result']
  return options
}

const needsMember = (url) => {
  const { pathname } = new URL(url)
  return (
    pathname.startsWith('/app') && !pathname.startsWith('/app/register') && !pathname.startsWith('/app/page/')
  )
}

/** Writes the stored login into the browser on `port` (same profile Lighthouse then uses). */
async function seedLogin(port) {
  const puppeteer = await import('puppeteer-core')
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` })
  try {
    const page = await browser.newPage()
    await page.goto(`${APP_URL}/app/page/cgu`)
    const login = await demoStoredLogin()
    await page.evaluate((value) => localStorage.setItem('auth', value), JSON.stringify(login))
    await page.close()
  } finally {
    browser.disconnect()
  }
}

/** One Lighthouse report (LHR) for `url`, through the Node API, or the CLI when chrome-launcher is absent. */
async function lighthouseRun(url, chromePath, flags) {
  let chromeLauncher
  try {
    chromeLauncher = await import('chrome-launcher')
  } catch {
    chromeLauncher = undefined
  }
  if (chromeLauncher) {
    const { default: lighthouse } = await import('lighthouse')
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags, logLevel: 'silent' })
    try {
      const member = needsMember(url)
      if (member) await seedLogin(chrome.port)
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        disableStorageReset: member,
      })
      return result.lhr
    } finally {
      await chrome.kill()
    }
  }
  const out = join(root, 'bench-results', `.lighthouse-cli-${process.pid}.json`)
  await run(
    'npx',
    [
      'lighthouse',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${flags.join(' ')}`,
    ],
    { CHROME_PATH: chromePath },
  )
  return JSON.parse(readFileSync(out, 'utf8'))
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

function summarize(lhrs) {
  // With several runs, report the run whose performance score is the median one.
  const byPerf = [...lhrs].sort((a, b) => a.categories.performance.score - b.categories.performance.score)
  const lhr = byPerf[Math.floor((byPerf.length - 1) / 2)]
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round(median(lhrs.map((l) => l.categories[c]?.score ?? 0)) * 100)]),
  )
  const metrics = Object.fromEntries(
    METRICS.map(([id, short]) => [
      short,
      { value: lhr.audits[id]?.numericValue, display: lhr.audits[id]?.displayValue },
    ]),
  )
  return { scores, metrics, lhr }
}

async function main() {
  const options = parseArgs(process.argv.slice(2))
  const chromium = await findChromium()
  if (!chromium) throw new Error('no Chromium found: run `npm run chromium` for how to get one')
  process.env.CHROME_PATH = chromium.path

  await buildApp({ build: options.build, outDir: OUT_DIR })
  await serveApp({ outDir: OUT_DIR })

  const flags = ['--headless=new', ...chromiumArgs]
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const outDir = join(root, 'bench-results')
  mkdirSync(outDir, { recursive: true })
  const summary = {
    date: new Date().toISOString(),
    chromium: chromium.path,
    formFactor: 'mobile',
    runs: options.runs,
    pages: [],
  }

  for (const path of options.paths) {
    const url = `${APP_URL}${path}`
    const lhrs = []
    for (let i = 1; i <= options.runs; i++) {
      console.log(`Lighthouse ${url} (run ${i}/${options.runs})...`)
      lhrs.push(await lighthouseRun(url, chromium.path, flags))
    }
    const { scores, metrics, lhr } = summarize(lhrs)
    const slug = path === '/' ? 'landing' : path.replace(/^\/+|\/+$/g, '').replace(/[^\w-]+/g, '_')
    const file = join(outDir, `lighthouse-${slug}-${stamp}.json`)
    writeFileSync(file, JSON.stringify(lhr, null, 2))
    if (lhr.runtimeError)
      console.warn(`  runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    summary.pages.push({ path, scores, metrics, report: file.slice(root.length) })
  }
  const summaryFile = join(outDir, `lighthouse-summary-${stamp}.json`)
  writeFileSync(summaryFile, JSON.stringify(summary, null, 2))

  console.log(
    `\nLighthouse, mobile (${options.runs === 1 ? 'one run' : `median of ${options.runs} runs`}), ${chromium.path}\n`,
  )
  const head = ['page', 'perf', 'a11y', 'best-pr', 'seo', ...METRICS.map(([, s]) => s)]
  const widths = [Math.max(16, ...options.paths.map((p) => p.length)) + 2, 6, 6, 9, 5, 10, 10, 10, 8, 10]
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('')
  console.log(line(head))
  for (const page of summary.pages) {
    const s = page.scores
    const m = (short) => page.metrics[short]?.display ?? 'n/a'
    console.log(
      line([
        page.path,
        s.performance,
        s.accessibility,
        s['best-practices'],
        s.seo,
        ...METRICS.map(([, x]) => m(x)),
      ]),
    )
  }
  console.log(
    `\nReports: ${summary.pages.map((p) => p.report).join(', ')}\nSummary: ${summaryFile.slice(root.length)}`,
  )
}

try {
  await main()
} catch (error) {
  console.error(`bench:lighthouse failed: ${error.message}`)
  process.exitCode = 1
} finally {
  stopServers()
}
