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
