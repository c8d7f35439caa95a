/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, the default simulated-throttling profile) on the
 * production build served by nginx as production serves it (`npm run serve:prod`: headers, cache
 * rules, precompressed files, over TLS and HTTP/2 with a self-signed certificate, as a CDN serves it),
 * talking to the standalone mock server; the same setup as the end-to-end tests. A benchmark, not a
 * test: it prints scores and metrics and writes the reports to bench-results/, and never fails on a
 * figure. Works offline.
 *
 *   npm run bench:lighthouse                       the landing page and six member pages, one run each,
 *                                                  first and returning visits
 *   npm run bench:lighthouse -- --runs 3           median of three runs per page
 *   npm run bench:lighthouse -- --no-build /faq    skip the build; pages to measure as arguments
 *   npm run bench:lighthouse -- --trace            also write each page's median run's trace (for its long tasks)
 *   npm run bench:lighthouse -- --profile          --trace with V8's CPU samples (names the functions; slows the page)
 *   npm run bench:lighthouse -- --reuse-browser    member pages in the browser that ran the seed (see below)
 *   E2E_SLOT=2 npm run bench:lighthouse            servers on the end-to-end slot 2's ports (47331, 47332)
 *   BENCH_TLS=0 npm run bench:lighthouse           plain HTTP/1.1, as measured before 2026-11-29
 *
 * By default: /, /app, /app/search/result, /app/chat/<the demo member's newest conversation>,
 * /app/swipe, /app/account/settings and /app/users/<that conversation's member> (a shared profile
 * link; `/app/chat/demo` and `/app/users/demo` in the arguments stand for those two). For each member
 * page it prints the request waterfall of the simulated load behind the largest paint
 * (scripts/lighthouse-waterfall.mjs): when each request started and ended, and which requests it
 * waited for, so the chain of round trips shows; and, from the observed (unthrottled) load, how many
 * requests the page started before its first paint and their bytes on the wire (issue 38 asks for at
 * most 20 on a cold visit).
 *
 * Member pages (under /app, except register) are measured signed in: the demo premium member logs in
 * against the mock server and the stored login is written into the browser before Lighthouse runs
 * (with its storage reset turned off). How the member arrives is `--visit` (`both` by default):
 *   returning (the default)  the member has been here before, as anyone with a stored login has: the
 *                            app's service worker is installed and its precache complete (the seed
 *                            opens a page and waits for the worker to be active). Opening the app
 *                            from a notification, a bookmark or the installed icon is this.
 *   first                    nothing of the app on the device but the stored login (written from a
 *                            plain file of the origin): no worker, an empty HTTP cache.
 *   regular                  a member who opens the app often: as returning, and the seed then opens
 *                            the measured page twice, so the browser has written V8's code cache for
 *                            the app's modules (Chromium writes it on a script's second run, in a task
 *                            of its own: 13 to 32 ms in the returning visits' traces of 2026-11-27).
 *   both                     each page measured both ways (returning and first); a profile page
 *                            (/app/users/..., public: spec section 1) a third way, as a visitor.
 *   visitor                  no login at all and an empty cache: someone opening a shared profile
 *                            link (only /app/users/...; other member pages would redirect).
 * Before 2026-11-27 the seed opened a page and left at once, so the worker was still precaching when
 * Lighthouse started: each run measured a different, partly warm cache.
 *
 * After the seed, the browser is closed (so its profile is written to disk: the login, the worker and
 * its caches, V8's code cache) and started again on the same profile, and Lighthouse measures there:
 * the page opens in a new renderer process, as on a phone where the app is opened from its icon or a
 * notification. Until 2026-11-28 Lighthouse ran in the browser that had just run the seed's page, and
 * the measured page opened in a renderer that still held that page's heap: every member page's trace
 * began with a task of 70 to 156 ms before the navigation's commit, in which V8 walked its heap (the
 * "heap object iterator" events) and deoptimized code: for DevTools' instrumentation, as far as the
 * trace's events tell, and something no member's browser does. Lighthouse replays it four times longer, and counted much of it as blocking
 * time (summed over the five member pages, 1,800 to 1,980 ms against 1,010 and 1,120 afresh, the same
 * build in alternate batches). `--reuse-browser` measures the old way.
 *
 * Servers already listening on the ports are reused (and left running); the ones it starts, it stops.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  APP_URL,
  buildApp,
  demoConversationPath,
  demoStoredLogin,
  root,
  run,
  serveApp,
  stopServers,
  TLS,
} from './bench-support.mjs'
import { chromiumArgs } from './chromium.mjs'
import { findChromium } from './find-chromium.mjs'
import { requestsBeforeFirstPaint } from './lighthouse-requests.mjs'
import { formatWaterfall, simulatedLcpTimings, waterfallRows } from './lighthouse-waterfall.mjs'

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

/** Stands for the demo member's newest conversation, found once the mock server runs. */
const DEMO_CONVERSATION = '/app/chat/demo'
/** Stands for the profile of that conversation's member: a shared profile link. */
const DEMO_PROFILE = '/app/users/demo'
const DEFAULT_PATHS = [
  '/',
  '/app',
  '/app/search/result',
  DEMO_CONVERSATION,
  '/app/swipe',
  '/app/account/settings',
  DEMO_PROFILE,
]
const isProfile = (path) => path.startsWith('/app/users/')

function parseArgs(argv) {
  const options = {
    build: true,
    runs: 1,
    paths: [],
    visits: ['returning', 'first'],
    trace: false,
    profile: false,
    reuseBrowser: false,
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--no-build') options.build = false
    else if (arg === '--trace') options.trace = true
    else if (arg === '--reuse-browser') options.reuseBrowser = true
    else if (arg === '--profile') options.trace = options.profile = true
    else if (arg === '--runs') options.runs = Math.max(1, Number(argv[++i]) || 1)
    else if (arg === '--visit') {
      const visit = argv[++i]
      if (visit === 'both') options.visits = ['returning', 'first']
      else if (['returning', 'first', 'regular', 'visitor'].includes(visit)) options.visits = [visit]
      else throw new Error(`--visit takes returning, first, regular, visitor or both, not ${visit}`)
    } else if (arg.startsWith('/')) options.paths.push(arg)
    else throw new Error(`unknown argument ${arg}`)
  }
  if (options.paths.length === 0) options.paths = DEFAULT_PATHS
  return options
}

const needsMember = (url) => {
  const { pathname } = new URL(url)
  return (
    pathname.startsWith('/app') && !pathname.startsWith('/app/register') && !pathname.startsWith('/app/page/')
  )
}

/** Writes the stored login into the browser on `port` (same profile Lighthouse then uses). */
async function seedLogin(port, visit, url, { closeBrowser = false } = {}) {
  const puppeteer = await import('puppeteer-core')
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` })
  try {
    const page = await browser.newPage()
    // A returning member: a page of the app, which registers the service worker, left once the worker
    // is active (its install, the whole precache, is done). A first visit: a plain file of the origin,
    // which runs nothing, so only the login is stored.
    const worker = visit === 'returning' || visit === 'regular'
    await page.goto(worker ? `${APP_URL}/app/page/cgu` : `${APP_URL}/robots.txt`)
    const login = await demoStoredLogin()
    // The login as the app stores it: with the cookie the session machine writes beside it
    // (src/lib/shell-cookies.ts), by which nginx sends a shared profile link's member shell. Without
    // it a first visit to a profile got the visitor's shell, which the first script hid as not this
    // member's: the page painted only with the app (FCP 1.9 to 2.0 s instead of about 1.2).
    await page.evaluate((value) => {
      localStorage.setItem('auth', value)
      // biome-ignore lint/suspicious/noDocumentCookie: as the app writes it (shell-cookies.ts)
      document.cookie = 'flirt_member=1;path=/;max-age=31536000;samesite=lax'
    }, JSON.stringify(login))
    if (worker) {
      const active = await page.evaluate(() =>
        Promise.race([
          navigator.serviceWorker.ready.then((registration) => registration.active?.state ?? 'none'),
          new Promise((resolve) => setTimeout(() => resolve('timed out'), 60_000)),
        ]),
      )
      if (active !== 'activated' && active !== 'activating')
        throw new Error(`the service worker did not become active (${active})`)
    }
    // Twice, each left once the app is ready and the network quiet: the second run of each module is
    // the one after which the browser writes its code cache.
    if (visit === 'regular')
      for (let i = 0; i < 2; i++) {
        await page.goto(url, { waitUntil: 'networkidle0' })
        await page.waitForSelector('html[data-app-ready]')
      }
    await page.close()
    // Closed, not killed, so the profile (the login, the worker, its caches) is written to disk.
    if (closeBrowser) await browser.close()
  } finally {
    if (browser.connected) browser.disconnect()
  }
}

/**
 * One Lighthouse run for `url`: its report (LHR) and, through the Node API, its artifacts (for the
 * waterfall); the CLI when chrome-launcher is absent (report only).
 */
async function lighthouseRun(url, chromePath, flags, visit, { reuseBrowser = false, profile = false } = {}) {
  let chromeLauncher
  try {
    chromeLauncher = await import('chrome-launcher')
  } catch {
    chromeLauncher = undefined
  }
  if (chromeLauncher) {
    const { default: lighthouse } = await import('lighthouse')
    // A visitor is measured as Lighthouse measures a public page: a fresh, empty profile.
    const member = needsMember(url) && visit !== 'visitor'
    // A member's page is measured in a browser started afresh on the seeded profile (see the header).
    const relaunch = member && !reuseBrowser
    const userDataDir = relaunch ? mkdtempSync(join(tmpdir(), 'bench-lighthouse-')) : undefined
    const launch = () =>
      chromeLauncher.launch({ chromePath, chromeFlags: flags, logLevel: 'silent', userDataDir })
    let chrome = await launch()
    try {
      if (member) await seedLogin(chrome.port, visit, url, { closeBrowser: relaunch })
      if (relaunch) {
        const { process: closing } = chrome
        if (closing.exitCode === null && closing.signalCode === null)
          await new Promise((resolve) => closing.once('exit', resolve))
        chrome = await launch()
      }
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        // V8's CPU samples in the trace, to name the functions inside a long task; they slow the page.
        ...(profile ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
        disableStorageReset: member,
      })
      return { lhr: result.lhr, artifacts: result.artifacts }
    } finally {
      await chrome.kill()
      if (userDataDir) rmSync(userDataDir, { recursive: true, force: true })
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
  return { lhr: JSON.parse(readFileSync(out, 'utf8')) }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

function summarize(runs) {
  const lhrs = runs.map((r) => r.lhr)
  // With several runs, report the run whose performance score is the median one.
  const byPerf = [...runs].sort(
    (a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score,
  )
  const middle = byPerf[Math.floor((byPerf.length - 1) / 2)]
  const lhr = middle.lhr
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round(median(lhrs.map((l) => l.categories[c]?.score ?? 0)) * 100)]),
  )
  const metrics = Object.fromEntries(
    METRICS.map(([id, short]) => [
      short,
      { value: lhr.audits[id]?.numericValue, display: lhr.audits[id]?.displayValue },
    ]),
  )
  const early = lhrs.map(requestsBeforeFirstPaint).filter(Boolean)
  const beforePaint = early.length
    ? {
        requests: median(early.map((e) => e.requests)),
        bytes: median(early.map((e) => e.bytes)),
        total: median(early.map((e) => e.total)),
        totalBytes: median(early.map((e) => e.totalBytes)),
      }
    : undefined
  return { scores, metrics, lhr, artifacts: middle.artifacts, beforePaint }
}

/** Which source each built file holds, from the build's manifest (for the waterfall's names). */
function builtSources() {
  try {
    const manifest = JSON.parse(readFileSync(join(root, OUT_DIR, '.vite', 'manifest.json'), 'utf8'))
    const sources = {}
    for (const [key, chunk] of Object.entries(manifest))
      sources[chunk.file] ??= (chunk.src ?? chunk.name ?? key).replace(/^src\//, '')
    return sources
  } catch {
    return {}
  }
}

/** The simulated waterfall of a member page's median run, as text. */
async function waterfallText(path, lhr, artifacts) {
  if (!artifacts) return `(no waterfall for ${path}: it needs Lighthouse's Node API, chrome-launcher)`
  try {
    const timings = await simulatedLcpTimings(artifacts, lhr.configSettings)
    const rows = waterfallRows(timings, { appOrigin: new URL(APP_URL).origin, sources: builtSources() })
    const lcp = lhr.audits['largest-contentful-paint']?.displayValue
    return `Waterfall of ${path} (the simulated load behind LCP ${lcp}: #, start, end, request, <- what it waited for)\n${formatWaterfall(rows)}`
  } catch (error) {
    return `(no waterfall for ${path}: ${error.message})`
  }
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

  let conversation
  const waterfalls = []
  for (const asked of options.paths) {
    if (asked === DEMO_CONVERSATION || asked === DEMO_PROFILE)
      conversation ??= await demoConversationPath(await demoStoredLogin())
    const path =
      asked === DEMO_CONVERSATION
        ? conversation
        : asked === DEMO_PROFILE
          ? conversation.replace('/app/chat/', '/app/users/')
          : asked
    const url = `${APP_URL}${path}`
    // A public page is always a first visit (Lighthouse resets the storage); a shared profile link is
    // measured as a visitor too when both kinds of member visit are.
    const bothVisits = options.visits.includes('returning') && options.visits.includes('first')
    const visits = !needsMember(url)
      ? [undefined]
      : isProfile(path) && bothVisits
        ? [...options.visits, 'visitor']
        : options.visits.filter((v) => v !== 'visitor' || isProfile(path))
    for (const visit of visits) {
      const label = visit ? `${path} (${visit})` : path
      const runs = []
      for (let i = 1; i <= options.runs; i++) {
        console.log(`Lighthouse ${url}${visit ? `, ${visit} visit` : ''} (run ${i}/${options.runs})...`)
        runs.push(await lighthouseRun(url, chromium.path, flags, visit, options))
      }
      const { scores, metrics, lhr, artifacts, beforePaint } = summarize(runs)
      // Made now, so each run's artifacts (its trace) can go before the next page's runs.
      if (visit) waterfalls.push(await waterfallText(label, lhr, artifacts))
      const slug = path === '/' ? 'landing' : path.replace(/^\/+|\/+$/g, '').replace(/[^\w-]+/g, '_')
      const file = join(outDir, `lighthouse-${slug}${visit ? `-${visit}` : ''}-${stamp}.json`)
      writeFileSync(file, JSON.stringify(lhr, null, 2))
      const trace = artifacts?.Trace ?? artifacts?.traces?.defaultPass
      if (options.trace && trace) writeFileSync(file.replace(/\.json$/, '.trace.json'), JSON.stringify(trace))
      if (lhr.runtimeError)
        console.warn(`  runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
      summary.pages.push({
        path: label,
        visit,
        scores,
        metrics,
        beforePaint,
        report: file.slice(root.length),
      })
    }
  }
  const summaryFile = join(outDir, `lighthouse-summary-${stamp}.json`)
  writeFileSync(summaryFile, JSON.stringify(summary, null, 2))

  console.log(
    `\nLighthouse, mobile (${options.runs === 1 ? 'one run' : `median of ${options.runs} runs`}), ${chromium.path}, ` +
      `${TLS ? 'TLS + HTTP/2' : 'plain HTTP/1.1'}\n`,
  )
  const head = ['page', 'perf', 'a11y', 'best-pr', 'seo', ...METRICS.map(([, s]) => s), 'before FP', 'all']
  for (const text of waterfalls) console.log(`\n${text}`)
  console.log('')
  const widths = [
    Math.max(16, ...summary.pages.map((p) => p.path.length)) + 2,
    6,
    6,
    9,
    5,
    10,
    10,
    10,
    8,
    10,
    18,
    18,
  ]
  const kb = (bytes) => `${Math.round(bytes / 1024)} KB`
  const count = (n, bytes) => (n === undefined ? 'n/a' : `${n} / ${kb(bytes)}`)
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
        count(page.beforePaint?.requests, page.beforePaint?.bytes),
        count(page.beforePaint?.total, page.beforePaint?.totalBytes),
      ]),
    )
  }
  console.log(
    '\nbefore FP: the requests the page started before its first paint (observed load, medians), and their ' +
      'bytes on the wire; all: the whole load.',
  )
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
