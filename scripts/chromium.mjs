/**
 * Finds a Chromium for Playwright and Vitest browser mode: $CHROMIUM_PATH, then Debian's
 * /usr/bin/chromium, then a Playwright-managed build. Returns undefined when there is none, so the
 * caller can say how to get one (see scripts/find-chromium.mjs).
 */
import { existsSync } from 'node:fs'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // The local servers' self-signed certificate (scripts/nginx/serve.ts: serve:prod, E2E_TLS=1, the
  // benchmarks); every origin these browsers open is on 127.0.0.1.
  '--ignore-certificate-errors',
]

export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  for (const c of candidates) if (c && existsSync(c)) return c
  return undefined
}

/**
 * The Chromium the test runners drive (Playwright, Vitest browser mode): $CHROMIUM_PATH, then Debian's
 * `chromium-headless-shell`, then chromiumPath(). The headless shell is the same Blink and V8 as the
 * `chromium` package, built without the desktop browser's UI layer: it is what Playwright itself runs
 * headless tests in, and on this 2-core machine the same 39 route checks took 112 s in it against
 * 150 s in the full browser (issue 40). Benchmarks and screenshots keep the full browser.
 */
export function testChromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell']
  for (const c of candidates) if (c && existsSync(c)) return c
  return chromiumPath()
}

/**
 * The flags the end-to-end tests start that Chromium with (playwright.config.ts, pwa.spec.ts's own
 * launch): chromiumArgs, and V8 without its optimizing compilers (Maglev and TurboFan). An end-to-end
 * test's page lives a few seconds, too short for optimized code to pay back what compiling it costs:
 * on this 2-core machine the whole run alone took 366 s instead of 451 s, its processes 10.8
 * CPU-minutes instead of 13.9 (process accounting, issue 40). The code runs the same (the interpreter
 * and the baseline compiler run every line the optimizers would). Vitest's browser mode gained
 * nothing from it (129 s against 127 s: its time is the dev server's, not the page's) and keeps
 * chromiumArgs; benchmarks and screenshots keep V8 as members' browsers run it.
 */
export const testChromiumArgs = [...chromiumArgs, '--js-flags=--no-opt --no-maglev']
