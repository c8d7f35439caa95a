import { defineConfig } from '@playwright/test'
import base from './playwright.config'

/**
 * `npm run screenshots`: the README's phone screenshots, taken from the production build against the
 * standalone mock server (the same two servers as the end-to-end tests). Not a test suite: one worker,
 * no retries, nothing asserted beyond each page having loaded. See scripts/screenshots/pages.shots.ts.
 */
export default defineConfig({
  ...base,
  testDir: 'scripts/screenshots',
  testMatch: /\.shots\.ts$/,
  outputDir: 'test-results-screenshots',
  workers: 1,
  reporter: [['list']],
  timeout: 120_000,
  projects: [{ name: 'screenshots', use: { ...base.use } }],
})
