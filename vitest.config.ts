import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig, mergeConfig } from 'vitest/config'
import { chromiumArgs, testChromiumPath } from './scripts/chromium.mjs'
import viteConfig from './vite.config.ts'

/**
 * Four projects: `unit` and `unit-alone` (Node + happy-dom: machines, normalizers, helpers, mock
 * handlers; see UNIT_FILES_ALONE),
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

const UNIT_FILES = [
  'src/**/*.test.{ts,tsx}',
  'mock-server/**/*.test.ts',
  'scripts/**/*.test.ts',
  'stories/**/*.test.ts',
  'tests/security/**/*.test.ts',
]
const UNIT_EXCLUDE = ['**/*.browser.test.{ts,tsx}', '**/node_modules/**']

/**
 * Unit files that need modules of their own: they mock a module (`vi.mock`, `vi.doMock`,
 * `vi.resetModules`), or set or read module state another file leaves behind (the login's storage,
 * the preferences store, the early requests, the notification list in localStorage). Found by running
 * the unit files sharing modules in 13 shuffled orders (`--no-isolate --sequence.shuffle`): these and
 * only these failed in one order or another. A file that fails only beside others belongs here.
 */
const UNIT_FILES_ALONE = [
  'src/app/early-start.test.ts',
  'src/app/first-calls.test.ts',
  'src/features/ads/ad.test.tsx',
  'src/machines/notifications/notifications.machine.test.ts',
  'src/machines/notifications/notifications.tabs.test.ts',
  'src/stores/preferences.test.ts',
  'src/widget/lib/client-on-ky-lite.test.ts',
  'src/widget/memory-storage.test.ts',
]

/** A unit project: Node with happy-dom, and the transition recorder (RECORD_TRANSITIONS=1). */
const unitProject = (name: string, test: { include: string[]; exclude: string[]; isolate: boolean }) => ({
  extends: true as const,
  test: {
    name,
    ...test,
    environment: 'happy-dom' as const,
    // With RECORD_TRANSITIONS=1: which transitions the tests take, for the coverage pages.
    setupFiles: ['src/machines/transition-recorder.setup.ts'],
    globalSetup: ['src/machines/transition-recorder.global.ts'],
  },
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
        // Most unit files share their worker's modules and happy-dom (isolate: false): setting both up
        // for each of the 207 files was four fifths of the step (135 s isolated, 28 s shared, issue 40).
        // The files of UNIT_FILES_ALONE keep a fresh module graph each.
        unitProject('unit', {
          include: UNIT_FILES,
          exclude: [...UNIT_EXCLUDE, ...UNIT_FILES_ALONE],
          isolate: false,
        }),
        unitProject('unit-alone', { include: UNIT_FILES_ALONE, exclude: UNIT_EXCLUDE, isolate: true }),
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
