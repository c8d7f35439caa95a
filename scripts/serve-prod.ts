/**
 * `PORT=<n> npm run serve:prod`: the production build served as production serves it, by nginx with
 * the build's own site.conf (scripts/nginx/), on https://127.0.0.1:<n> (47311 by default), without
 * root: TLS and HTTP/2 as a CDN serves it, with a self-signed certificate made by openssl on first
 * run into .certs/ (gitignored; the browser warns once, or start Chromium with
 * --ignore-certificate-errors).
 *
 *   npm run serve:prod                        builds dist/ first when it is missing or older than its
 *                                             sources (the app, then the widget into dist/widget/)
 *   npm run serve:prod -- --dir dist-e2e-1    another build folder
 *   npm run serve:prod -- --no-build          serve the folder as it is
 *   npm run serve:prod -- --http              plain HTTP/1.1 on http://127.0.0.1:<n>, as before
 *
 * A build made here talks to VITE_API_BASE / VITE_WS_URL / VITE_API_KEY when they are set, else to the
 * standalone mock server's default address (`npm run mock-server`, http://127.0.0.1:47312). It prints
 * `serve:prod ready on <url>` once nginx listens (the benchmarks wait for that line), stops nginx on
 * Ctrl-C or SIGTERM, and prints nginx's error log when nginx cannot start.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { APP_SOURCES, changedSince, WIDGET_SOURCES } from './build-freshness'
import { errorLogTail, startNginx } from './nginx/serve'

const root = resolve(import.meta.dirname, '..')

/** The standalone mock server's default address, as in the README's configuration section. */
const MOCK_BUILD_ENV = {
  VITE_API_BASE: 'http://127.0.0.1:47312',
  VITE_WS_URL: 'ws://127.0.0.1:47312/ws',
  VITE_API_KEY: 'demo',
}

function parseArgs(argv: string[]) {
  const options = { dir: 'dist', build: true, tls: true, port: Number(process.env.PORT || 47311) }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--no-build') options.build = false
    else if (arg === '--http') options.tls = false
    else if (arg === '--dir') options.dir = argv[++i] ?? options.dir
    else if (arg === '--port') options.port = Number(argv[++i])
    else throw new Error(`unknown argument ${arg} (--dir <folder>, --port <n>, --no-build, --http)`)
  }
  if (!Number.isInteger(options.port) || options.port <= 0 || options.port > 65535)
    throw new Error(`not a port: ${options.port}`)
  return options
}

const builtAt = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : 0)

/** Why the app in `dist` must be built, or null when it is up to date. */
function appRebuildReason(dist: string): string | null {
  const built = builtAt(join(dist, 'index.html'))
  if (!built) return 'no build yet'
  if (!existsSync(join(dist, '.nginx', 'site.conf'))) return 'built before the nginx configuration existed'
  const changed = changedSince(root, APP_SOURCES, built)
  return changed ? `${changed} changed since` : null
}

function widgetRebuildReason(dist: string): string | null {
  const built = builtAt(join(dist, 'widget', 'loader.js'))
  if (!built) return 'no build yet'
  const changed = changedSince(root, WIDGET_SOURCES, built)
  return changed ? `${changed} changed since` : null
}

function run(cmd: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${result.status})`)
}

function buildIfNeeded(dist: string) {
  const name = relative(root, dist) || '.'
  const apiEnv = process.env.VITE_API_BASE
    ? {}
    : { ...MOCK_BUILD_ENV, VITE_API_KEY: process.env.VITE_API_KEY || MOCK_BUILD_ENV.VITE_API_KEY }
  const app = appRebuildReason(dist)
  if (app) {
    const api = process.env.VITE_API_BASE ?? `${MOCK_BUILD_ENV.VITE_API_BASE} (the standalone mock server)`
    console.log(`serve:prod: building the app into ${name}/ (${app}), for the API at ${api}`)
    run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'], apiEnv)
  }
  const widget = widgetRebuildReason(dist)
  if (app || widget) {
    console.log(`serve:prod: building the widget into ${name}/widget/ (${widget ?? 'the app was rebuilt'})`)
    run('npm', ['run', '--silent', 'build:widget'], { ...apiEnv, WIDGET_OUT_DIR: join(dist, 'widget') })
  }
}

/** The API the build talks to, read from the policy it was built with (connect-src). */
function apiOf(dist: string): string {
  const file = join(dist, '.vite', 'csp.json')
  if (!existsSync(file)) return 'unknown'
  const policy = (JSON.parse(readFileSync(file, 'utf8')) as { app: string }).app
  const sources = policy
    .match(/connect-src ([^;]*)/)?.[1]
    ?.split(' ')
    .filter((s) => s !== "'self'")
  return sources?.length ? sources.join(' ') : 'none (built without VITE_API_BASE: the app cannot sign in)'
}

async function main() {
  const options = parseArgs(process.argv.slice(2))
  const dist = resolve(root, options.dir)
  if (options.build) buildIfNeeded(dist)
  else if (!existsSync(join(dist, 'index.html')))
    throw new Error(`${options.dir}/ has no build; drop --no-build`)

  const server = await startNginx({ root: dist, port: options.port, tls: options.tls })
  let stopping = false
  const stop = () => {
    stopping = true
    server.stop().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  const { nginx } = server
  console.log(
    `serve:prod: nginx ${nginx.version} (${nginx.path}) serving ${relative(root, dist) || '.'}/ ` +
      `with gzip_static${nginx.brotli ? ' and brotli_static' : ''}, ` +
      (options.tls ? 'over TLS and HTTP/2 (self-signed certificate in .certs/)' : 'over plain HTTP/1.1'),
  )
  if (!nginx.brotli)
    console.log(
      'serve:prod: no brotli module: gzip only (Debian/Ubuntu: apt-get install -y libnginx-mod-http-brotli-static)',
    )
  console.log(`serve:prod: the app talks to ${apiOf(dist)}`)
  console.log(`serve:prod: configuration and logs in ${server.tmp} (removed on exit)`)
  console.log(`serve:prod ready on ${server.url}`)
  const code = await server.exited
  if (stopping) return
  // nginx stopped by itself: say why before going.
  console.error(`serve:prod: nginx exited (${code}). Its error log:\n${errorLogTail(server.tmp)}`)
  await server.stop()
  process.exit(code || 1)
}

try {
  await main()
} catch (error) {
  console.error(`serve:prod failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
