/**
 * Where the end-to-end servers live. The production build is made with E2E_BUILD_ENV so the app
 * talks to the standalone mock server (scripts/test-all.mjs uses the same values for its build step).
 * Fixed ports with --strictPort: a shared machine may already hold Vite's defaults.
 */
/**
 * E2E_SLOT (0 by default) lets several engineers or agents on one machine run end-to-end tests at
 * once: slot n uses ports 47311 + 10n and 47312 + 10n and builds into dist-e2e-<n>/ (slot 0: dist/).
 */
export const E2E_SLOT = Number(process.env.E2E_SLOT ?? 0)
export const APP_PORT = 47311 + 10 * E2E_SLOT
export const MOCK_PORT = 47312 + 10 * E2E_SLOT
export const DIST_DIR = E2E_SLOT ? `dist-e2e-${E2E_SLOT}` : 'dist'
/**
 * E2E_TLS=1 serves the app over TLS with HTTP/2 (a self-signed certificate, scripts/nginx/serve.ts), as
 * a CDN serves production; off by default. The mock server stays on plain http: Chromium treats
 * http://127.0.0.1 and ws://127.0.0.1 as potentially trustworthy, so the https page may call them.
 */
export const E2E_TLS = process.env.E2E_TLS === '1'
export const APP_URL = `${E2E_TLS ? 'https' : 'http'}://127.0.0.1:${APP_PORT}`
export const MOCK_URL = `http://127.0.0.1:${MOCK_PORT}`

export const E2E_BUILD_ENV = {
  VITE_API_BASE: MOCK_URL,
  VITE_WS_URL: `ws://127.0.0.1:${MOCK_PORT}/ws`,
  VITE_API_KEY: 'e2e-key',
} as const
