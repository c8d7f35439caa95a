/**
 * `npm run bench:interactions`: how long a member waits between a tap (or a key) and the next paint,
 * on a phone. The production build against the standalone mock server (the start-up every benchmark
 * shares, scripts/bench-support.mjs), Chromium at 390x844 with touch, the CPU slowed 4x through CDP
 * (`Emulation.setCPUThrottlingRate`), the demo member signed in. Each interaction's latency is the
 * Event Timing API's (the measure behind INP): from the input's timestamp to the next frame painted
 * after its handlers, the longest event of the interaction. A benchmark, not a test: it prints
 * figures and never fails on one.
 *
 *   npm run bench:interactions                         build, then 5 repetitions of each interaction
 *   npm run bench:interactions -- --no-build --runs 3  reuse the last build, fewer repetitions
 *   npm run bench:interactions -- --only send,type     some interactions only (their keys, below)
 *   npm run bench:interactions -- --cpu 1              no CPU slow-down
 *   npm run bench:interactions -- --profile            also where the main thread spent the measured
 *                                                      runs (CPU profile, top functions by self time)
 *   E2E_SLOT=2 npm run bench:interactions              ports 47331/47332 and its own build folder
 *
 * Each interaction is done once before it is measured (its page's code loaded, the browser warm), then
 * `--runs` times; "type" measures each of its 20 keys. Event Timing reports events of 16 ms or more:
 * an interaction with no entry took less, and counts as 16 ms. Long tasks are the main thread's tasks
 * over 50 ms (Long Tasks API) between the input and the end of the interaction's work.
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

const OUT_DIR = `bench-results/dist-interactions-${SLOT}`
const TYPED = 'Coucou, ça te dit ?!' // 20 characters, accents and punctuation included
const SEARCH_RESULTS = '/app/search/result?age_from=18&age_to=99'

export function parseArgs(argv) {
  const options = { build: true, runs: 5, cpu: 4, only: null, profile: false }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--no-build') options.build = false
    else if (arg === '--runs') options.runs = Math.max(1, Number(argv[++i]) || 1)
    else if (arg === '--cpu') options.cpu = Math.max(1, Number(argv[++i]) || 1)
    else if (arg === '--profile') options.profile = true
    else if (arg === '--only') options.only = String(argv[++i] ?? '').split(',')
    else throw new Error(`unknown argument ${arg}`)
  }
  return options
}

/** The p-th percentile (nearest rank) of `values`. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

/** Below this Event Timing reports nothing (its smallest `durationThreshold`). */
export const FLOOR_MS = 16

/**
 * The interactions in a list of Event Timing entries: one per `interactionId` (pointerdown, pointerup
 * and click of a tap share one; keydown and keyup of a key), its latency the longest of its events.
 */
export function interactionLatencies(entries) {
  const byId = new Map()
  for (const e of entries) {
    if (!e.interactionId) continue
    byId.set(e.interactionId, Math.max(byId.get(e.interactionId) ?? 0, e.duration))
  }
  return [...byId.values()]
}

/** The printed table: one row per interaction, the figures in ms. */
export function formatTable(rows) {
  const head = ['interaction', 'n', 'median', 'p75', 'worst', 'long tasks (count, longest, total)']
  const lines = rows.map((r) => {
    if (r.error) return [r.label, '-', '-', '-', '-', `failed: ${r.error}`]
    const lt = r.longTasks
    const longTasks =
      lt.length === 0
        ? 'none'
        : `${lt.length}, ${Math.max(...lt).toFixed(0)} ms, ${lt.reduce((n, d) => n + d, 0).toFixed(0)} ms`
    return [
      r.label,
      String(r.samples.length),
      percentile(r.samples, 50).toFixed(0),
      percentile(r.samples, 75).toFixed(0),
      Math.max(...r.samples).toFixed(0),
      longTasks,
    ]
  })
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)))
  const fmt = (cells) =>
    cells.map((c, i) => (i === 0 || i === 5 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')
  return [fmt(head), fmt(widths.map((w) => '-'.repeat(w))), ...lines.map(fmt)].join('\n')
}

/** In the page, before any script of the app: keeps every Event Timing and long task entry. */
function recordPerformance() {
  const store = { events: [], longTasks: [] }
  Object.defineProperty(window, '__benchPerf', { value: store })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      store.events.push({
        name: e.name,
        startTime: e.startTime,
        duration: e.duration,
        interactionId: e.interactionId,
      })
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) store.longTasks.push({ startTime: e.startTime, duration: e.duration })
  }).observe({ type: 'longtask', buffered: true })
}

/** Two frames and a task later: Event Timing entries of what was painted have been delivered. */
async function settle(page, ms = 250) {
  await page.waitForTimeout(ms)
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  )
}

/**
 * Runs `act` (the input, and waiting for its visible result), then returns the interactions and the
 * long tasks that started from just before the input to now.
 */
async function measure(page, act) {
  const from = await page.evaluate(() => performance.now())
  await act()
  await settle(page)
  return page.evaluate((from) => {
    const perf = window.__benchPerf
    return {
      events: perf.events.filter((e) => e.startTime >= from),
      longTasks: perf.longTasks.filter((t) => t.startTime >= from).map((t) => t.duration),
    }
  }, from)
}

const heading = (page, name) => page.getByRole('main').getByRole('heading', { level: 1, name })

/**
 * The nine interactions. `prepare` brings the page to where the input happens (not measured), `act`
 * is the input and the wait for its result, `reset` undoes what has to be undone (not measured).
 * `each: true`: every interaction inside `act` is a sample (the keys of "type").
 */
const INTERACTIONS = [
  {
    key: 'open-chat',
    label: 'open a conversation from the list',
    async prepare(page) {
      if (!page.url().endsWith('/app/chat')) await page.goto(`${APP_URL}/app/chat`)
      await page.getByRole('tabpanel').locator('a[href^="/app/chat/"]').first().waitFor()
    },
    async act(page) {
      await page.getByRole('tabpanel').locator('a[href^="/app/chat/"]').first().tap()
      await page.getByRole('textbox', { name: /^Votre message à / }).waitFor()
    },
    async reset(page) {
      await page.goBack()
    },
  },
  {
    key: 'type',
    label: `type ${TYPED.length} characters in the composer (each key)`,
    each: true,
    async prepare(page) {
      await openFirstConversation(page)
      const composer = page.getByRole('textbox', { name: /^Votre message à / })
      await composer.fill('')
      await composer.focus()
    },
    async act(page) {
      // A quick typist: a key every 150 ms.
      await page.keyboard.type(TYPED, { delay: 150 })
    },
    async reset(page) {
      await page.getByRole('textbox', { name: /^Votre message à / }).fill('')
    },
  },
  {
    key: 'send',
    label: 'send a message',
    async prepare(page) {
      await openFirstConversation(page)
      page.__sent = `Message de test ${Date.now().toString(36)}`
      await page.getByRole('textbox', { name: /^Votre message à / }).fill(page.__sent)
    },
    async act(page) {
      await page.getByRole('button', { name: 'Envoyer', exact: true }).tap()
      await page.getByRole('listitem').filter({ hasText: page.__sent }).first().waitFor()
    },
  },
  {
    key: 'like',
    label: 'swipe like',
    async prepare(page) {
      if (!page.url().endsWith('/app/swipe')) await page.goto(`${APP_URL}/app/swipe`)
      await page
        .getByRole('button', { name: /^J'aime / })
        .first()
        .waitFor()
    },
    async act(page) {
      const like = page.getByRole('button', { name: /^J'aime / }).first()
      const name = await like.getAttribute('aria-label')
      await like.tap()
      await page.getByRole('button', { name, exact: true }).waitFor({ state: 'detached' })
    },
    async reset(page) {
      const match = page.getByRole('dialog', { name: "C'est un match !" })
      const shown = await match
        .waitFor({ timeout: 1500 })
        .then(() => true)
        .catch(() => false)
      if (shown) {
        await page.keyboard.press('Escape')
        await match.waitFor({ state: 'hidden' })
      }
    },
  },
  {
    key: 'next-page',
    label: 'next search results page',
    async prepare(page) {
      if (!page.url().includes('/app/search/result')) await page.goto(`${APP_URL}${SEARCH_RESULTS}`)
      await resultsReady(page)
    },
    async act(page) {
      const first = await firstResult(page)
      await page
        .getByRole('navigation', { name: 'Pages de résultats' })
        .getByRole('link', { name: 'Page suivante' })
        .tap()
      await page.waitForFunction((before) => {
        const list = document.querySelector('ul[aria-label="Membres trouvés"]')
        const now = list?.querySelector('h3')?.textContent
        return list && list.getAttribute('aria-busy') !== 'true' && now && now !== before
      }, first)
    },
  },
  {
    key: 'open-profile',
    label: 'open a profile from the results',
    async prepare(page) {
      if (!page.url().includes('/app/search/result')) await page.goto(`${APP_URL}${SEARCH_RESULTS}`)
      await resultsReady(page)
    },
    async act(page) {
      await page.getByRole('list', { name: 'Membres trouvés' }).getByRole('link').first().tap()
      await page.waitForURL(/\/app\/users\//)
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor()
    },
    async reset(page) {
      await page.goBack()
    },
  },
  {
    key: 'advanced-search',
    label: 'open the advanced search dialog',
    async prepare(page) {
      if (!page.url().endsWith('/app/search')) await page.goto(`${APP_URL}/app/search`)
      await heading(page, 'Recherche').waitFor()
    },
    async act(page) {
      await page.getByRole('button', { name: /^Recherche avancée/ }).tap()
      await page.getByRole('dialog').waitFor()
    },
    async reset(page) {
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'hidden' })
    },
  },
  {
    key: 'photo-editor',
    label: 'open the photo editor',
    async prepare(page) {
      if (!page.url().endsWith('/app/account/photos')) await page.goto(`${APP_URL}/app/account/photos`)
      const trigger = page.getByRole('button', { name: 'Actions pour la photo n° 1' })
      await trigger.waitFor()
      await trigger.tap()
      await page.getByRole('menuitem', { name: 'Modifier', exact: true }).waitFor()
    },
    async act(page) {
      await page.getByRole('menuitem', { name: 'Modifier', exact: true }).tap()
      await page.getByRole('dialog', { name: 'Modifier la photo' }).waitFor()
    },
    async reset(page) {
      await page.keyboard.press('Escape')
      await page.getByRole('dialog', { name: 'Modifier la photo' }).waitFor({ state: 'hidden' })
    },
  },
  {
    // The settings page's colour-mode select (light, dark, system): from light, one key down is dark.
    // A key, not a tap: a tap on a native select opens the browser's own picker.
    key: 'dark-mode',
    label: 'switch to dark mode',
    async prepare(page) {
      if (!page.url().endsWith('/app/account/settings')) await page.goto(`${APP_URL}/app/account/settings`)
      await colorModeToLight(page)
    },
    async act(page) {
      await page.keyboard.press('ArrowDown')
      await page.locator('html.dark').waitFor({ state: 'attached' })
    },
    async reset(page) {
      await colorModeToLight(page)
    },
  },
]

async function colorModeToLight(page) {
  const select = page.getByRole('combobox', { name: 'Thème' })
  await select.selectOption('light')
  await page.locator('html.light').waitFor({ state: 'attached' })
  await select.focus()
}

async function openFirstConversation(page) {
  if (!/\/app\/chat\/./.test(page.url())) {
    await page.goto(`${APP_URL}/app/chat`)
    await page.getByRole('tabpanel').locator('a[href^="/app/chat/"]').first().tap()
  }
  await page.getByRole('textbox', { name: /^Votre message à / }).waitFor()
}

async function resultsReady(page) {
  const list = page.getByRole('list', { name: 'Membres trouvés' })
  await list.getByRole('link').first().waitFor()
  await page.waitForFunction(
    () => document.querySelector('ul[aria-label="Membres trouvés"]')?.getAttribute('aria-busy') !== 'true',
  )
}

const firstResult = (page) =>
  page.evaluate(() => document.querySelector('ul[aria-label="Membres trouvés"] h3')?.textContent ?? '')

/**
 * Self time per function of a CPU profile (Profiler.Profile), added into `into` (key: function, file
 * and line), in ms.
 */
export function selfTimes(profile, into = new Map()) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const deltas = profile.timeDeltas ?? []
  for (let i = 0; i < (profile.samples ?? []).length; i++) {
    const node = byId.get(profile.samples[i])
    if (!node) continue
    const { functionName, url, lineNumber } = node.callFrame
    const file = url ? url.split('/').pop() : ''
    const key = `${functionName || '(anonymous)'} ${file}${file ? `:${lineNumber + 1}` : ''}`.trim()
    into.set(key, (into.get(key) ?? 0) + (deltas[i] ?? 0) / 1000)
  }
  return into
}

async function runOne(page, interaction, runs, cdp) {
  const samples = []
  const longTasks = []
  const profile = cdp ? new Map() : null
  for (let i = 0; i <= runs; i++) {
    await interaction.prepare(page)
    await settle(page, 300)
    if (profile && i > 0) await cdp.send('Profiler.start')
    const result = await measure(page, () => interaction.act(page))
    if (profile && i > 0) selfTimes((await cdp.send('Profiler.stop')).profile, profile)
    if (interaction.reset) await interaction.reset(page)
    if (i === 0) continue // the warm-up: code loaded, caches filled
    const latencies = interactionLatencies(result.events)
    if (interaction.each) {
      const keys = latencies.length
      // Keys under 16 ms leave no entry: they count at the floor.
      samples.push(...latencies, ...Array.from({ length: Math.max(0, TYPED.length - keys) }, () => FLOOR_MS))
    } else samples.push(latencies.length ? Math.max(...latencies) : FLOOR_MS)
    longTasks.push(...result.longTasks)
  }
  return { label: interaction.label, samples, longTasks, profile }
}

/** The functions that took the most main-thread time, idle and the profiler's own left out. */
function formatProfile(profile, runs, top = 12) {
  const skip = new Set(['(idle)', '(program)', '(garbage collector)', '(root)'])
  const total = [...profile.values()].reduce((n, ms) => n + ms, 0)
  const rows = [...profile]
    .filter(([k]) => !skip.has(k.split(' ')[0]))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
  const gc = profile.get('(garbage collector)') ?? 0
  return [
    `    profiled ${(total / runs).toFixed(0)} ms a run (GC ${(gc / runs).toFixed(0)} ms); self time a run:`,
    ...rows.map(([k, ms]) => `    ${(ms / runs).toFixed(1).padStart(8)} ms  ${k}`),
  ].join('\n')
}

async function main() {
  const options = parseArgs(process.argv.slice(2))
  const chromium = await findChromium()
  if (!chromium) throw new Error('no Chromium found: run `npm run chromium` for how to get one')
  await buildApp({ build: options.build, outDir: OUT_DIR })
  await serveApp({ outDir: OUT_DIR })

  const chosen = INTERACTIONS.filter((i) => !options.only || options.only.includes(i.key))
  const { chromium: playwright } = await import('playwright')
  const browser = await playwright.launch({ executablePath: chromium.path, args: chromiumArgs })
  const rows = []
  try {
    const login = await demoStoredLogin()
    const context = await browser.newContext({
      locale: 'fr-FR',
      viewport: { width: 390, height: 844 },
      // Touch input at a phone's size and density. Not Playwright's isMobile: its zoomed-out layout
      // viewport (innerHeight grows with the page here) puts taps beside the element they aim at.
      deviceScaleFactor: 2,
      hasTouch: true,
    })
    await context.addInitScript((value) => localStorage.setItem('auth', value), JSON.stringify(login))
    await context.addInitScript(recordPerformance)
    const page = await context.newPage()
    page.setDefaultTimeout(30_000)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpu })
    if (options.profile) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    }
    for (const interaction of chosen) {
      process.stdout.write(`  ${interaction.label}...`)
      try {
        const row = await runOne(page, interaction, options.runs, options.profile ? cdp : null)
        rows.push(row)
        process.stdout.write(` p75 ${percentile(row.samples, 75).toFixed(0)} ms\n`)
        if (row.profile) console.log(formatProfile(row.profile, options.runs))
      } catch (error) {
        rows.push({ label: interaction.label, error: String(error?.message ?? error).split('\n')[0] })
        if (process.env.BENCH_DEBUG) console.error(error)
        process.stdout.write(' failed\n')
        await page.goto(`${APP_URL}/app`).catch(() => {})
      }
    }
  } finally {
    await browser.close()
  }
  console.log('')
  console.log(
    `Interactions, input to next paint (Event Timing), ms: Chromium (${chromium.source}) at 390x844, CPU ${options.cpu}x slower, ${options.runs} runs after one warm-up (${MOCK_URL})`,
  )
  console.log(formatTable(rows))
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main()
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error)
      process.exitCode = 1
    })
    .finally(stopServers)
}
