import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, testChromiumPath } from './scripts/chromium.mjs'

/**
 * The development server as a developer opens it (`npm start`: the embedded mock in the browser), on
 * a port of its own so it never meets a developer's own server on 5173: 5174 + E2E_SLOT.
 * `npx playwright test -c playwright.dev.config.ts`.
 */
const PORT = 5174 + Number(process.env.E2E_SLOT ?? 0)

export default defineConfig({
  testDir: 'tests/dev',
  outputDir: 'test-results-dev',
  retries: 0,
  workers: 1,
  // The first visit waits for Vite to pre-bundle the dependencies.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    launchOptions: { executablePath: testChromiumPath(), args: chromiumArgs },
    ...devices['Desktop Chrome'],
  },
  webServer: {
    command: `npx vite --port ${PORT} --strictPort --logLevel warn`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    // No API address: the app runs on the embedded mock, as `npm start` does.
    env: { VITE_API_BASE: '', VITE_WS_URL: '', VITE_API_KEY: '' },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
  },
})
