/**
 * Playwright's web server for the app: `vite preview` over the production build in dist/.
 * `npm test` builds right before the end-to-end step, so this normally just serves. Run alone
 * (`npx playwright test`), it first rebuilds when dist/ is missing, was built for another API
 * address, or is older than the sources: a stale build would test yesterday's app.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { APP_PORT, DIST_DIR, E2E_BUILD_ENV } from './e2e-env'

const root = join(import.meta.dirname, '..', '..', '..')
const dist = join(root, DIST_DIR)
const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'panda.config.ts', 'package-lock.json']

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

function whyRebuild(): string | null {
  const index = join(dist, 'index.html')
  if (!existsSync(index)) return `${DIST_DIR}/ has no build`
  const assets = join(dist, 'assets')
  const js = existsSync(assets) ? readdirSync(assets).filter((f) => f.endsWith('.js')) : []
  const pointsAtMock = js.some((f) =>
    readFileSync(join(assets, f), 'utf8').includes(E2E_BUILD_ENV.VITE_API_BASE),
  )
  if (!pointsAtMock) return `${DIST_DIR}/ was not built with VITE_API_BASE=${E2E_BUILD_ENV.VITE_API_BASE}`
  const built = statSync(index).mtimeMs
  const changed = SOURCES.find((s) => newestMtime(join(root, s)) > built)
  return changed ? `${changed} changed after the last build` : null
}

const reason = whyRebuild()
if (reason) {
  console.error(`[serve-dist] building the app for end-to-end tests: ${reason}`)
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', DIST_DIR], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...E2E_BUILD_ENV },
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

// The preview serves the policy the build wrote (vite.config.ts), so it needs no environment.
const preview = spawn(
  'npx',
  [
    'vite',
    'preview',
    '--host',
    '127.0.0.1',
    '--port',
    String(APP_PORT),
    '--strictPort',
    '--outDir',
    DIST_DIR,
  ],
  { cwd: root, stdio: 'inherit' },
)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => preview.kill(signal))
preview.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 1)))
