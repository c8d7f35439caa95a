/**
 * What the benchmarks on the production build share (scripts/bench-lighthouse.mjs,
 * scripts/bench-search.mjs): the end-to-end configuration and its ports, the build, the standalone
 * mock server and nginx serving the build as production does (`npm run serve:prod`; both started
 * unless something already listens on their port), and the demo member's login.
 *
 * E2E_SLOT=n moves both servers by 10n ports, as the end-to-end tests do (parallel runs on one machine).
 * The app is served over TLS with HTTP/2, as a CDN serves production (a self-signed certificate,
 * scripts/nginx/serve.ts; browsers started with chromiumArgs accept it); BENCH_TLS=0 serves plain
 * HTTP/1.1 as before 2026-11-29. The mock API stays on plain http: Chromium counts http://127.0.0.1 as
 * potentially trustworthy, so an https page may call it and open its ws:// socket (not mixed content).
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import net from 'node:net'
import { join } from 'node:path'

export const root = new URL('..', import.meta.url).pathname
export const SLOT = Number(process.env.E2E_SLOT ?? 0)
export const APP_PORT = 47311 + 10 * SLOT
export const MOCK_PORT = 47312 + 10 * SLOT
export const TLS = process.env.BENCH_TLS !== '0'
export const APP_URL = `${TLS ? 'https' : 'http'}://127.0.0.1:${APP_PORT}`
export const MOCK_URL = `http://127.0.0.1:${MOCK_PORT}`
export const BUILD_ENV = {
  VITE_API_BASE: MOCK_URL,
  VITE_WS_URL: `ws://127.0.0.1:${MOCK_PORT}/ws`,
  VITE_API_KEY: 'e2e-key',
}
/** The demo premium member of the mock server's seed. */
const DEMO = { login: 'juliette@demo.fr', pass: 'demo1234' }

/** Runs a command to its end, its output on ours; rejects on a non-zero exit. */
export function run(cmd, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}`)),
    )
  })
}

/** Builds the app for the servers below into `outDir`, or, with `build` false, checks it is there. */
export async function buildApp({ build, outDir }) {
  if (build) {
    console.log(`Building the production app into ${outDir}/ (end-to-end configuration)...`)
    await run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], BUILD_ENV)
  } else if (!existsSync(join(root, outDir, '.nginx', 'site.conf'))) {
    throw new Error(`${outDir}/ has no build (or one older than its nginx configuration); drop --no-build`)
  }
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

/** Stops the servers `serveApp` started (never the ones it found running). */
export function stopServers() {
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

/**
 * The standalone mock server on MOCK_PORT and nginx over `outDir` on APP_PORT. Servers already
 * listening on the ports are reused (and left running); the ones started here stop with
 * `stopServers()`, or on Ctrl-C: they run detached, so nothing else would stop them.
 */
export async function serveApp({ outDir }) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      stopServers()
      process.exit(130)
    })
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
    console.log('Starting nginx over the build (npm run serve:prod)...')
    await start(
      'nginx (serve:prod)',
      'npx',
      ['tsx', 'scripts/serve-prod.ts', '--no-build', '--dir', outDir, ...(TLS ? [] : ['--http'])],
      { PORT: String(APP_PORT) },
      /serve:prod ready on /,
    )
  }
}

/** Logs the demo premium member in against the mock server: the stored login the app reads ('auth'). */
export async function demoStoredLogin() {
  const query = new URLSearchParams({ login: DEMO.login, pass: DEMO.pass, rememberme: '1' })
  const response = await fetch(`${MOCK_URL}/index_api/login?${query}`, {
    method: 'POST',
    headers: { 'Api-Key': BUILD_ENV.VITE_API_KEY },
  })
  const body = await response.json()
  if (!body.user_id || !body.session_id) throw new Error(`demo login failed: ${JSON.stringify(body)}`)
  return { user_id: String(body.user_id), session_id: body.session_id, token_login: body.token_login }
}

/** The address of the demo member's newest conversation (`/app/chat/<nickname>-<id>`, spec section 2). */
export async function demoConversationPath(login) {
  const query = new URLSearchParams({ filter: '1', session_id: login.session_id })
  const response = await fetch(`${MOCK_URL}/ajax_api/load_contacts?${query}`, {
    headers: { 'Api-Key': BUILD_ENV.VITE_API_KEY },
  })
  const body = await response.json()
  const contact = body.contacts?.[0]
  if (!contact) throw new Error(`the demo member has no conversation: ${JSON.stringify(body).slice(0, 200)}`)
  // The app's own slug rule (Node 22 strips the types of a .ts file it imports).
  const { buildUserSlug } = await import('../src/lib/slug.ts')
  const slug = buildUserSlug(contact.pseudo, contact.id)
  return `/app/chat/${slug}`
}
