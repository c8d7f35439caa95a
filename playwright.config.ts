import { availableParallelism } from 'node:os'
import { defineConfig, devices } from '@playwright/test'
import { testChromiumArgs, testChromiumPath } from './scripts/chromium.mjs'
import { APP_URL, E2E_SLOT, E2E_TLS, MOCK_PORT, MOCK_URL } from './tests/e2e/support/e2e-env'
import { PARTNER_URL } from './tests/e2e/support/partner'

/**
 * End-to-end tests: the production build, served by nginx as production serves it (support/serve-dist.ts,
 * scripts/nginx/), against the standalone mock server, in real Chromium. The system Chromium is used
 * when there is one (Playwright's download does not work on our machines); otherwise executablePath
 * stays undefined and Playwright uses its own build.
 * Workers: E2E_WORKERS, or workersFor() the machine's cores.
 */
const CI = !!process.env.CI

/**
 * Two workers per core (issue 40): a test spends much of its time waiting (for the page's next
 * frame, a socket, an expect's next poll), so one worker per core left the cores idle about a tenth
 * of the time; pinned-controls.spec took 68 s with 2 workers, 53 s with 3, 48 s with 4. The whole
 * run on 2 cores: 472-489 s with 3 (in npm test), 432 s with 4 (alone), none flaky either way, and
 * `npm run test:races` (10 repeats, flaky failing it) green with 4.
 */
function workersFor(cores: number): number {
  return Math.max(2, cores * 2)
}

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
  // A failing test runs once more, recording a trace (below). One that passes on its second try is
  // reported flaky, by name, with its first failure and the retry's trace; it fails the run only
  // with E2E_FAIL_ON_FLAKY=1, which `npm run test:races` sets (the tab scenarios are where a flaky
  // pass hides a race). A test that fails twice fails the run.
  retries: 1,
  failOnFlakyTests: process.env.E2E_FAIL_ON_FLAKY === '1',
  workers: Number(process.env.E2E_WORKERS ?? 0) || workersFor(availableParallelism()),
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
    // Recording a trace on every test (DOM snapshots at each action, in the page and the worker) was
    // about a quarter of the run's time (pinned-controls.spec: 95 s with, 68 s without, issue 40):
    // only the retry of a failed test records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The production build registers a service worker that precaches the whole app: blocked here so
    // every test starts from the network as before; tests/e2e/pwa.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: testChromiumPath(), args: testChromiumArgs },
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
