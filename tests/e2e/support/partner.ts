/**
 * The widget's partner pages for end-to-end tests (tests/e2e/widget.spec.ts): partner-demo/server.ts
 * on two more ports of the slot (pages on 47313 + 10n, our widget files on 47314 + 10n), the widget
 * built into the slot's build folder, DIST_DIR/widget/ (rebuilt when older than its sources; nginx
 * serves it there too, support/serve-dist.ts),
 * pointed at the slot's mock server. Three origins, as on a real partner's site: the page's, ours and the API's.
 *
 *   npx tsx tests/e2e/support/partner.ts     builds if needed and serves: the 'partner' webServer of
 *                                            playwright.config.ts, started once for all workers
 */
import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { startPartnerServers } from '../../../partner-demo/server'
import { changedSince, WIDGET_SOURCES } from '../../../scripts/build-freshness'
import { DIST_DIR, E2E_SLOT, MOCK_URL } from './e2e-env'

const root = resolve(import.meta.dirname, '..', '..', '..')

export const PARTNER_PORT = 47313 + 10 * E2E_SLOT
export const WIDGET_PORT = 47314 + 10 * E2E_SLOT
export const PARTNER_URL = `http://127.0.0.1:${PARTNER_PORT}`
export const WIDGET_ORIGIN = `http://127.0.0.1:${WIDGET_PORT}`
/** Slot 0 (CI, `npm test`): dist/widget/, the very build the budget step checked. */
export const WIDGET_DIR = join(root, DIST_DIR, 'widget')
/** The key the partner pages' script tags carry (the mock accepts any non-empty key). */
export const PARTNER_API_KEY = 'partner-e2e-key'

/** Builds the widget into WIDGET_DIR unless a build newer than every source is there. */
export function ensureWidgetBuild(): void {
  const loader = join(WIDGET_DIR, 'loader.js')
  const built = existsSync(loader) ? statSync(loader).mtimeMs : 0
  const changed = changedSince(root, WIDGET_SOURCES, built)
  if (built && !changed) return
  console.error(
    `[partner] building the widget into ${WIDGET_DIR}: ${built ? `${changed} changed` : 'no build yet'}`,
  )
  const build = spawnSync('npm', ['run', '--silent', 'build:widget'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WIDGET_OUT_DIR: WIDGET_DIR },
  })
  if (build.status !== 0) throw new Error('the widget build failed')
}

const answers = async (url: string) => {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}

/** Starts the partner pages in this process unless something already serves them; returns how to stop them. */
export async function ensurePartnerServer(): Promise<() => Promise<void>> {
  // The servers read the build from disk at each request: a running one serves a fresh build too.
  ensureWidgetBuild()
  if (
    (await answers(`${PARTNER_URL}/hostile.html`)) &&
    (await answers(`${WIDGET_ORIGIN}/widget/loader.js`))
  ) {
    return async () => {}
  }
  const servers = startPartnerServers({
    partnerPort: PARTNER_PORT,
    widgetPort: WIDGET_PORT,
    widgetDir: WIDGET_DIR,
    apiBase: MOCK_URL,
    wsUrl: `${MOCK_URL.replace(/^http/, 'ws')}/ws`,
    apiKey: PARTNER_API_KEY,
  })
  await new Promise((ready) => servers.widget.on('listening', ready))
  return async () => {
    await servers.close()
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.dirname, 'partner.ts')) {
  await ensurePartnerServer()
  console.log(`partner pages ready on ${PARTNER_URL}, widget on ${WIDGET_ORIGIN}`)
}
