/**
 * Playwright's web server for the app: the production build in DIST_DIR, served by nginx with the
 * build's own configuration (scripts/nginx/: the same rules, headers and compression as production),
 * on the slot's port (over TLS and HTTP/2 with E2E_TLS=1, support/e2e-env.ts). `npm test` builds right before the end-to-end step, so this normally just
 * serves. Run alone (`npx playwright test`), it first rebuilds when the build is missing, was built for
 * another API address, or is older than the sources: a stale build would test yesterday's app. The
 * widget is built into DIST_DIR/widget/ when missing or stale, so nginx serves it too.
 *
 * When nginx cannot start (missing, port taken, bad configuration) it exits 1 with nginx's error log.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { APP_SOURCES, changedSince } from '../../../scripts/build-freshness'
import { errorLogTail, startNginx } from '../../../scripts/nginx/serve'
import { APP_PORT, DIST_DIR, E2E_BUILD_ENV, E2E_TLS } from './e2e-env'
import { ensureWidgetBuild } from './partner'

const root = join(import.meta.dirname, '..', '..', '..')
const dist = join(root, DIST_DIR)

function whyRebuild(): string | null {
  const index = join(dist, 'index.html')
  if (!existsSync(index)) return `${DIST_DIR}/ has no build`
  if (!existsSync(join(dist, '.nginx', 'site.conf'))) return `${DIST_DIR}/ has no nginx configuration`
  const assets = join(dist, 'assets')
  const js = existsSync(assets) ? readdirSync(assets).filter((f) => f.endsWith('.js')) : []
  const pointsAtMock = js.some((f) =>
    readFileSync(join(assets, f), 'utf8').includes(E2E_BUILD_ENV.VITE_API_BASE),
  )
  if (!pointsAtMock) return `${DIST_DIR}/ was not built with VITE_API_BASE=${E2E_BUILD_ENV.VITE_API_BASE}`
  const changed = changedSince(root, APP_SOURCES, statSync(index).mtimeMs)
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
ensureWidgetBuild()

try {
  const server = await startNginx({ root: dist, port: APP_PORT, tls: E2E_TLS })
  let stopping = false
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopping = true
      server.stop().then(() => process.exit(0))
    })
  }
  console.log(`[serve-dist] nginx ${server.nginx.version} serving ${DIST_DIR}/ on ${server.url}`)
  const code = await server.exited
  if (!stopping) {
    console.error(`[serve-dist] nginx exited (${code}). Its error log:\n${errorLogTail(server.tmp)}`)
    await server.stop()
    process.exit(code || 1)
  }
} catch (error) {
  console.error(`[serve-dist] ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
