import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, testChromiumPath } from './scripts/chromium.mjs'

/**
 * The static Storybook (`npm run build-storybook`, dist-storybook/) as QA opens it: served by a plain
 * static server, no network beyond it. `npx playwright test -c playwright.storybook.config.ts`.
 * Port: STORYBOOK_PORT, 47391 when unset (outside the e2e slots' 47311+10n and 47312+10n).
 */
const PORT = Number(process.env.STORYBOOK_PORT ?? 47_391)

export default defineConfig({
  // STORYBOOK_SHOTS=1: the README's screenshots of the harness (scripts/screenshots/storybook-*.shots.ts).
  testDir: process.env.STORYBOOK_SHOTS ? 'scripts/screenshots' : 'tests/storybook',
  testMatch: process.env.STORYBOOK_SHOTS ? /storybook-.*\.shots\.ts$/ : undefined,
  outputDir: 'test-results-storybook',
  retries: 0,
  workers: 1,
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: testChromiumPath(), args: chromiumArgs },
    ...devices['Desktop Chrome'],
    viewport: { width: 1366, height: 768 },
    permissions: ['clipboard-read', 'clipboard-write'],
  },
  webServer: {
    command: `npx tsx scripts/serve-static.ts dist-storybook ${PORT}`,
    url: `http://127.0.0.1:${PORT}/index.html`,
    reuseExistingServer: Boolean(process.env.STORYBOOK_REUSE),
    timeout: 60_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
  },
})
