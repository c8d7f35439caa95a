/**
 * `node scripts/bench-search.mjs`: how long a search results page takes to show the next page, from
 * the click on "Page suivante" to the first frame painted with the new cards. Playwright (real
 * Chromium) on the production build served by `vite preview`, talking to the standalone mock server:
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
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import net from 'node:net'
import { join } from 'node:path'
import { chromiumArgs } from './chromium.mjs'
import { findChromium } from './find-chromium.mjs'

const root = new URL('..', import.meta.url).pathname
const SLOT = Number(process.env.E2E_SLOT ?? 0)
const APP_PORT = 47311 + 10 * SLOT
const MOCK_PORT = 47312 + 10 * SLOT
const APP_URL = `http://127.0.0.1:${APP_PORT}`
const MOCK_URL = `http://127.0.0.1:${MOCK_PORT}`
// Under bench-results/ (git-ignored), apart from the builds other tools check or serve.
const OUT_DIR = `bench-results/dist-search-${SLOT}`
const BUILD_ENV = {
  VITE_API_BASE: MOCK_URL,
  VITE_WS_URL: `ws://127.0.0.1:${MOCK_PORT}/ws`,
  VITE_API_KEY: 'e2e-key',
}
/** A broad search (many pages), every criterion in the URL as the app writes it. */
const SEARCH_PATH = '/app/search/result?age_from=18&age_to=99'
const DEMO = { login: 'juliette@demo.fr', pass: 'demo1234' }

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

const children = []

function start(name, cmd, args, env, ready) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, detached: true })
    children.push({ name, child })
    let output = ''
    const timer = setTimeout(() => reject(new Error(`${name} not ready after 60 s:\n${output}`)), 60_000)
    const onData = (data) => {
      output += data.toString()
      if (ready.test(output)) {
        clearTimeout(timer)
        resolve(child)
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${name} exited (${code}) before it was ready:\n${output}`))
    })
  })
}

function stopAll() {
  for (const { child } of children.splice(0)) {
    if (child.exitCode !== null) continue
    try {
      process.kill(-child.pid, 'SIGTERM') // the whole group: npm, tsx and node below it
    } catch {
      // already gone
    }
  }
}

const isListening = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.end()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

function run(cmd, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}`)),
    )
  })
}

async function control(action, params = {}) {
  const url = new URL(`${MOCK_URL}/__mock/${action}`)
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v))
  const response = await fetch(url, { method: 'POST' })
  if (!response.ok) throw new Error(`mock control ${action}: HTTP ${response.status}`)
  return response.json()
}

async function demoLogin() {
  const url = new URL(`${MOCK_URL}/index_api/login`)
  url.searchParams.set('login', DEMO.login)
  url.searchParams.set('pass', DEMO.pass)
  url.searchParams.set('rememberme', '1')
  const response = await fetch(url, { method: 'POST', headers: { 'Api-Key': BUILD_ENV.VITE_API_KEY } })
  const body = await response.json()
  if (!body.user_id || !body.session_id) throw new Error(`demo login failed: ${JSON.stringify(body)}`)
  return { user_id: String(body.user_id), session_id: body.session_id }
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

  if (options.build) {
    console.log(`Building the production app into ${OUT_DIR}/ (end-to-end configuration)...`)
    await run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', OUT_DIR, '--emptyOutDir'], BUILD_ENV)
  } else if (!existsSync(join(root, OUT_DIR, 'index.html'))) {
    throw new Error(`${OUT_DIR}/ has no build; drop --no-build`)
  }

  if (await isListening(MOCK_PORT))
    console.log(`Reusing the server already on port ${MOCK_PORT} as the mock server.`)
  else {
    console.log('Starting the standalone mock server...')
    await start(
      'mock server',
      'npm',
      ['run', '--silent', 'mock-server'],
      { PORT: String(MOCK_PORT), MOCK_SIMULATION: 'off' },
      /mock server ready/,
    )
  }
  if (await isListening(APP_PORT)) console.log(`Reusing the server already on port ${APP_PORT} as the app.`)
  else {
    console.log('Starting vite preview...')
    const args = [
      'vite',
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(APP_PORT),
      '--strictPort',
      '--outDir',
      OUT_DIR,
    ]
    await start('vite preview', 'npx', args, {}, new RegExp(`127\\.0\\.0\\.1:${APP_PORT}`))
  }

  if (options.latency) await control('latency', { ms: options.latency })
  const { chromium: playwright } = await import('playwright')
  const browser = await playwright.launch({ executablePath: chromium.path, args: chromiumArgs })
  const uncached = []
  const cached = []
  try {
    const login = await demoLogin()
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
  .finally(stopAll)
