/**
 * `npm run bench:soak`: does a long session stay light? The demo member's app (production build,
 * standalone mock server: the start-up every benchmark shares, scripts/bench-support.mjs) stays open
 * on a conversation at 390x844 for 10 minutes, while the mock server's simulated members come and go,
 * visit, vote, like and write (its simulation, turned on through `/__mock/simulation` with a quick
 * tick), and the member writes to the contact every 30 seconds (the contact answers). Every minute it
 * prints, after a forced garbage collection, the JS heap in use, the DOM node count, the event
 * listeners, the live XState actors and the open WebSockets; at the end, the heap after the last
 * minute against the heap after the first (the aim: within 10%). A benchmark, not a test: it prints
 * figures and never fails on one.
 *
 *   npm run bench:soak                                   build, then 10 minutes
 *   npm run bench:soak -- --no-build --minutes 3         reuse the last build, a shorter session
 *   npm run bench:soak -- --tick 5000 --write-every 60   a quieter crowd
 *   npm run bench:soak -- --readings 1                   one reading a minute (3 by default, 4 s apart)
 *   E2E_SLOT=2 npm run bench:soak                        ports 47331/47332 and its own build folder
 *
 * Live actors are counted with CDP's `Runtime.queryObjects` on XState's Actor prototype (found on the
 * session actor the app provides through React context), sockets on WebSocket's prototype: objects
 * still alive after a collection, whatever holds them.
 */
import { pathToFileURL } from 'node:url'
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

const OUT_DIR = `bench-results/dist-soak-${SLOT}`
/** Between two readings of a minute: longer than a message's round trip, shorter than a toast. */
const READING_GAP_MS = 4000

export function parseArgs(argv) {
  const options = { build: true, minutes: 10, tick: 2000, writeEvery: 30, readings: 3 }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--no-build') options.build = false
    else if (arg === '--minutes') options.minutes = Math.max(2, Number(argv[++i]) || 2)
    else if (arg === '--tick') options.tick = Math.max(200, Number(argv[++i]) || 200)
    else if (arg === '--write-every') options.writeEvery = Math.max(5, Number(argv[++i]) || 5)
    else if (arg === '--readings') options.readings = Math.max(1, Math.floor(Number(argv[++i])) || 1)
    else throw new Error(`unknown argument ${arg}`)
  }
  return options
}

/**
 * The minute's sample: the reading with the least heap, whole (its nodes and listeners are the ones
 * seen with that heap), and how far apart the readings were.
 */
export function lowestReading(readings) {
  if (readings.length === 0) throw new Error('no reading')
  const lowest = readings.reduce((best, r) => (r.heap < best.heap ? r : best))
  const heaps = readings.map((r) => r.heap)
  return { ...lowest, spread: Math.max(...heaps) - Math.min(...heaps) }
}

/** The heap's growth from the first minute's sample to the last one's, in percent. */
export function heapGrowth(samples) {
  const first = samples.find((s) => s.minute === 1)
  const last = samples.at(-1)
  if (!first || !last || last === first) return null
  return ((last.heap - first.heap) / first.heap) * 100
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`

export function formatSamples(samples) {
  const head = [
    'minute',
    'JS heap',
    'readings spread',
    'DOM nodes',
    'listeners',
    'actors',
    'sockets',
    'messages shown',
  ]
  const rows = samples.map((s) => [
    String(s.minute),
    mb(s.heap),
    s.spread === undefined ? '-' : mb(s.spread),
    String(s.nodes),
    String(s.listeners),
    String(s.actors),
    String(s.sockets),
    String(s.messages),
  ])
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)))
  const fmt = (cells) => cells.map((c, i) => c.padStart(widths[i])).join('  ')
  return [fmt(head), ...rows.map(fmt)].join('\n')
}

async function control(action, params = {}) {
  const url = new URL(`${MOCK_URL}/__mock/${action}`)
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v))
  const response = await fetch(url, { method: 'POST' })
  if (!response.ok) throw new Error(`mock control ${action}: HTTP ${response.status}`)
  return response.json()
}

/** In the page: XState's Actor prototype, from the session actor the React tree provides. */
function exposeActorPrototype() {
  const root = document.getElementById('root')
  const key = root && Object.keys(root).find((k) => k.startsWith('__reactContainer$'))
  const stack = key ? [root[key]] : []
  while (stack.length) {
    const fiber = stack.pop()
    if (!fiber) continue
    const ref = fiber.memoizedProps?.actorRef
    if (ref && typeof ref.getSnapshot === 'function' && ref.system) {
      window.__benchActorPrototype = Object.getPrototypeOf(ref)
      return true
    }
    stack.push(fiber.sibling, fiber.child)
  }
  return false
}

/** How many live objects have the prototype `expression` evaluates to. */
async function countObjects(cdp, expression) {
  const { result } = await cdp.send('Runtime.evaluate', { expression })
  if (!result.objectId) return -1
  const { objects } = await cdp.send('Runtime.queryObjects', { prototypeObjectId: result.objectId })
  const { result: length } = await cdp.send('Runtime.callFunctionOn', {
    objectId: objects.objectId,
    functionDeclaration: 'function () { return this.length }',
    returnByValue: true,
  })
  await cdp.send('Runtime.releaseObject', { objectId: objects.objectId })
  await cdp.send('Runtime.releaseObject', { objectId: result.objectId })
  return length.value
}

async function reading(page, cdp, minute) {
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  const counters = await cdp.send('Memory.getDOMCounters')
  const actors = await countObjects(cdp, 'window.__benchActorPrototype')
  const sockets = await countObjects(cdp, 'WebSocket.prototype')
  const messages = await page
    .getByRole('region', { name: /^Messages avec / })
    .getByRole('listitem')
    .count()
  return {
    minute,
    heap: usedSize,
    nodes: counters.nodes,
    listeners: counters.jsEventListeners,
    actors,
    sockets,
    messages,
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2))
  const chromium = await findChromium()
  if (!chromium) throw new Error('no Chromium found: run `npm run chromium` for how to get one')
  await buildApp({ build: options.build, outDir: OUT_DIR })
  await serveApp({ outDir: OUT_DIR })

  const { chromium: playwright } = await import('playwright')
  const browser = await playwright.launch({ executablePath: chromium.path, args: chromiumArgs })
  const samples = []
  let sent = 0
  try {
    const login = await demoStoredLogin()
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } })
    await context.addInitScript((value) => localStorage.setItem('auth', value), JSON.stringify(login))
    const page = await context.newPage()
    page.setDefaultTimeout(60_000)
    const cdp = await context.newCDPSession(page)
    await page.goto(`${APP_URL}/app/chat`)
    await page.getByRole('tabpanel').locator('a[href^="/app/chat/"]').first().click()
    const composer = page.getByRole('textbox', { name: /^Votre message à / })
    await composer.waitFor()
    const contact = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '')
    if (!(await page.evaluate(exposeActorPrototype))) console.log('(no actor found in the React tree)')
    await control('simulation', { on: 1, seed: 7, tick_ms: options.tick })
    console.log(
      `Soak: ${options.minutes} minutes on the conversation with ${contact}; simulated members every ${options.tick} ms, a message from the member every ${options.writeEvery} s`,
    )

    const started = Date.now()
    let nextWrite = started + options.writeEvery * 1000
    for (let minute = 1; minute <= options.minutes; minute++) {
      const end = started + minute * 60_000
      while (Date.now() < end) {
        if (Date.now() >= nextWrite) {
          sent++
          await composer.fill(`Message ${sent} du test d'endurance`)
          await page.getByRole('button', { name: 'Envoyer', exact: true }).click()
          nextWrite += options.writeEvery * 1000
        }
        await page.waitForTimeout(Math.max(0, Math.min(1000, end - Date.now())))
      }
      const readings = []
      for (let r = 0; r < options.readings; r++) {
        if (r > 0) await page.waitForTimeout(READING_GAP_MS)
        readings.push(await reading(page, cdp, minute))
      }
      const s = lowestReading(readings)
      samples.push(s)
      console.log(
        `  minute ${minute}: heap ${mb(s.heap)} (lowest of ${readings.length}, spread ${mb(s.spread)}), ${s.nodes} DOM nodes, ${s.listeners} listeners, ${s.actors} actors, ${s.sockets} sockets, ${s.messages} messages shown`,
      )
    }
  } finally {
    await control('simulation', { on: 0 }).catch(() => {})
    await browser.close()
  }

  console.log('')
  console.log(
    `Soak, ${samples.length} minutes, ${sent} messages sent by the member (after a forced GC, the lowest of ${options.readings} readings each minute)`,
  )
  console.log(formatSamples(samples))
  const growth = heapGrowth(samples)
  if (growth !== null)
    console.log(
      `\nJS heap, minute ${samples.at(-1).minute} against minute 1: ${growth >= 0 ? '+' : ''}${growth.toFixed(1)}% (${Math.abs(growth) <= 10 ? 'within' : 'beyond'} 10%)`,
    )
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main()
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error)
      process.exitCode = 1
    })
    .finally(stopServers)
}
