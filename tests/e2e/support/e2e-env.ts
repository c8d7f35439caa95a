/**
 * Where the end-to-end servers live. The production build is made with E2E_BUILD_ENV so the app
 * talks to the standalone mock server (scripts/test-all.mjs uses the same values for its build step).
 * Fixed ports with --strictPort: a shared machine may already hold Vite's defaults.
 */
export const APP_PORT = 47311
export const MOCK_PORT = 47312
export const APP_URL = `http://127.0.0.1:${APP_PORT}`
export const MOCK_URL = `http://127.0.0.1:${MOCK_PORT}`

export const E2E_BUILD_ENV = {
  VITE_API_BASE: MOCK_URL,
  VITE_WS_URL: `ws://127.0.0.1:${MOCK_PORT}/ws`,
  VITE_API_KEY: 'e2e-key',
} as const
