import { availableParallelism } from 'node:os'
import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs'
import { APP_URL, E2E_SLOT, E2E_TLS, MOCK_PORT, MOCK_URL } from './tests/e2e/support/e2e-env'
import { PARTNER_URL } from './tests/e2e/support/partner'

/**
 * End-to-end tests: the production build, served by nginx as production serves it (support/serve-dist.ts,
 * scripts/nginx/), against the standalone mock server, in real Chromium. The system Chromium is used
 * when there is one (Playwright's download does not work on our machines); otherwise executablePath
 * stays undefined and Playwright uses its own build.
 * One worker per core (E2E_WORKERS overrides it): each worker drives a whole browser, and nginx, the
 * mock server and the partner pages share the same cores.
 */
const CI = !!process.env.CI

/**
 * The tab scenarios race the BroadcastChannel, the Web Lock and the server's pushes, and the unread
 * count's readings race the socket: one green run proves little, so the `races` project repeats them
 * (issue 22), at the desktop size only. `npm test` runs them 3 times, spread over the workers with
 * the other specs; `npm run test:races` 10 times (E2E_RACE_REPEATS=10), before any change to the
 * realtime machines, the tabs or the sockets. Each repetition makes its own members and scopes its
 * faults to their sessions, so the repeats share the one mock server.
 */
const RACE_SPECS = ['**/tabs.spec.ts', '**/open-conversation.spec.ts', '**/unread-from-server.spec.ts']
const RACE_REPEATS = Number(process.env.E2E_RACE_REPEATS ?? 3)

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: E2E_SLOT ? `test-results-${E2E_SLOT}` : 'test-results',
  fullyParallel: true,
  forbidOnly: CI,
  retries: 0,
  workers: Number(process.env.E2E_WORKERS ?? 0) || availableParallelism(),
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
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testIgnore: RACE_SPECS },
    // The small-screen layout (<= 768 px) on a phone viewport, for the tests tagged @smoke only.
    { name: 'mobile', use: { ...devices['Pixel 7'] }, grep: /@smoke/, testIgnore: RACE_SPECS },
    { name: 'races', use: { ...devices['Desktop Chrome'] }, testMatch: RACE_SPECS, repeatEach: RACE_REPEATS },
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
