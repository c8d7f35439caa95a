import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig, mergeConfig } from 'vitest/config'
import { chromiumArgs, testChromiumPath } from './scripts/chromium.mjs'
import viteConfig from './vite.config.ts'

/**
 * Three projects: `unit` (Node + happy-dom: machines, normalizers, helpers, mock handlers),
 * `browser` (real Chromium: components) and `storybook` (every story run as a test in Chromium).
 */
// A fresh object per project: vitest writes each instance's name into it ("browser (chromium)"), so
// one shared `instances` array gives both projects the same name and vitest refuses to start.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: testChromiumPath(), args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const }],
})

export default mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineConfig({
    // Browser tests: crawl every source and story file up front so Vite pre-bundles all their
    // dependencies before the first test runs. A dependency found mid-run makes Vite reload the
    // page under the running tests ("optimized dependencies changed. reloading"): on a fresh clone
    // that failed stories at random with "Invalid hook call" (two Reacts) and lost state.
    optimizeDeps: {
      entries: [
        'src/**/*.{ts,tsx}',
        'stories/**/*.{ts,tsx}',
        '.storybook/preview.tsx',
        '!src/**/*.test.{ts,tsx}',
        '!src/**/*.browser.test.{ts,tsx}',
      ],
    },
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: [
              'src/**/*.test.{ts,tsx}',
              'mock-server/**/*.test.ts',
              'scripts/**/*.test.ts',
              'stories/**/*.test.ts',
              'tests/security/**/*.test.ts',
            ],
            exclude: ['**/*.browser.test.{ts,tsx}', '**/node_modules/**'],
            environment: 'happy-dom',
            // With RECORD_TRANSITIONS=1: which transitions the tests take, for the coverage pages.
            setupFiles: ['src/machines/transition-recorder.setup.ts'],
            globalSetup: ['src/machines/transition-recorder.global.ts'],
          },
        },
        {
          extends: true,
          // vitest-browser-react imports `vitest`; pre-bundling it would give it a second copy of
          // vitest with no runner ("Vitest failed to find the runner").
          // Dependencies only the browser tests import are listed so Vite never reloads mid-run.
          optimizeDeps: {
            exclude: ['vitest-browser-react'],
            include: ['wouter/memory-location', 'exifreader', 'react-dom/server'],
          },
          test: {
            name: 'browser',
            include: ['src/**/*.browser.test.{ts,tsx}', 'tests/security/**/*.browser.test.{ts,tsx}'],
            browser: browser(),
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          // Stories that wait on a machine's delays (a 3 s logout) need more than the 5 s default on a
          // busy two-core CI machine.
          test: { name: 'storybook', browser: browser(), testTimeout: 30_000 },
        },
      ],
    },
  }),
)
