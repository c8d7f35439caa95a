import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config'
import { chromiumPath, chromiumArgs } from './scripts/chromium.mjs'

/**
 * Three projects: `unit` (Node + happy-dom: machines, normalizers, helpers, mock handlers),
 * `browser` (real Chromium: components) and `storybook` (every story run as a test in Chromium).
 */
const browser = {
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const }],
}

export default mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['src/**/*.test.{ts,tsx}', 'mock-server/**/*.test.ts', 'scripts/**/*.test.ts'],
            exclude: ['**/*.browser.test.{ts,tsx}', '**/node_modules/**'],
            environment: 'happy-dom',
          },
        },
        {
          extends: true,
          test: {
            name: 'browser',
            include: ['src/**/*.browser.test.{ts,tsx}'],
            browser,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          test: { name: 'storybook', browser },
        },
      ],
    },
  }),
)
