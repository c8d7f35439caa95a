import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs'
import { APP_URL, E2E_SLOT, E2E_TLS, MOCK_PORT, MOCK_URL } from './tests/e2e/support/e2e-env'
import { PARTNER_URL } from './tests/e2e/support/partner'

/**
 * End-to-end tests: the production build, served by nginx as production serves it (support/serve-dist.ts,
 * scripts/nginx/), against the standalone mock server, in real Chromium. The system Chromium is used
 * when there is one (Playwright's download does not work on our machines); otherwise executablePath
 * stays undefined and Playwright uses its own build.
 * Two workers at most: CI machines have two cores, and each worker drives a whole browser.
 */
const CI = !!process.env.CI

export default defineConfig({
  testDir: 'tests/e2e',
  // `npm test` runs the tab scenarios in a step of their own, ten times in a row (scripts/test-all.mjs).
  testIgnore: process.env.E2E_SKIP_REPEATED
    ? ['**/tabs.spec.ts', '**/open-conversation.spec.ts', '**/unread-from-server.spec.ts']
    : [],
  outputDir: E2E_SLOT ? `test-results-${E2E_SLOT}` : 'test-results',
  fullyParallel: true,
  forbidOnly: CI,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    [
      'html',
      { open: 'never', outputFolder: E2E_SLOT ? `playwright-report-${E2E_SLOT}` : 'playwright-report' },
    ],
  ],
  use: {
    baseURL: APP_URL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The production build registers a service worker that precaches the whole app: blocked here so
    // every test starts from the network as before; tests/e2e/pwa.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    // E2E_TLS=1: the app's self-signed certificate (support/e2e-env.ts).
    ignoreHTTPSErrors: E2E_TLS,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] } },
    // The small-screen layout (<= 768 px) on a phone viewport, for the tests tagged @smoke only.
    { name: 'mobile', use: { ...devices['Pixel 7'] }, grep: /@smoke/ },
  ],
  webServer: [
    {
      name: 'mock',
      command: 'npm run --silent mock-server',
      env: { PORT: String(MOCK_PORT), MOCK_SIMULATION: 'off' },
      // Ready when the control endpoint answers or the server says so, whichever comes first; the
      // same URL tells Playwright a mock server is already running (reused outside CI).
      url: `${MOCK_URL}/__mock/state`,
      wait: { stdout: /mock server ready/ },
      reuseExistingServer: !CI,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
    },
    {
      name: 'app',
      command: 'npx tsx tests/e2e/support/serve-dist.ts',
      url: APP_URL,
      ignoreHTTPSErrors: E2E_TLS,
      reuseExistingServer: !CI,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
    },
    {
      // The widget's partner pages and our widget origin (support/partner.ts), started once for every
      // worker: a spec that started them itself raced the other worker for the ports (EADDRINUSE).
      name: 'partner',
      command: 'npx tsx tests/e2e/support/partner.ts',
      url: `${PARTNER_URL}/hostile.html`,
      reuseExistingServer: !CI,
      // A first run builds the widget (about a minute on a busy machine).
      timeout: 240_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
    },
  ],
})
