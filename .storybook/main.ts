import { readFileSync } from 'node:fs'
import type { StorybookConfig } from '@storybook/react-vite'
import { type InlineConfig, mergeConfig, type Plugin } from 'vite'

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>
}
/** The app's runtime dependencies that have a JS entry (fonts are CSS only). */
const runtimeDependencies = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@fontsource/'))

/**
 * Storybook 10 (ESM). Docgen stays on the default react-docgen: react-docgen-typescript needs
 * TypeScript's JS API, which TypeScript 7 no longer has. The msw worker is served from ../public.
 */
/**
 * What the app's production build adds for its own host, not Storybook's: the manifest and service
 * worker (vite-plugin-pwa), and the Brotli/gzip copies of every file for nginx (`precompress`):
 * Storybook is served as plain files, and compressing its ~1,800 modules' output was half of its
 * build (14.8 of 30.6 s, issue 40).
 */
const APP_HOST_PLUGINS = ['vite-plugin-pwa', 'precompress']

function withoutAppHostPlugins(viteConfig: InlineConfig): InlineConfig {
  const isAppHost = (plugin: unknown) =>
    typeof plugin === 'object' &&
    plugin !== null &&
    APP_HOST_PLUGINS.some((name) => String((plugin as Plugin).name).startsWith(name))
  return {
    ...viteConfig,
    plugins: (viteConfig.plugins ?? []).flat(Number.POSITIVE_INFINITY).filter((p) => !isAppHost(p)),
  }
}

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/introduction.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest', '@storybook/addon-docs', 'msw-storybook-addon'],
  staticDirs: ['../public', '../mock-server/worker'],
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true },
  // Pre-bundled up front (Ark parts the UI kit may use, even before it does): a dependency discovered mid-run makes Vite reload the page, which breaks
  // the story tests (two copies of React, iframes that never become ready).
  viteFinal: (viteConfig) =>
    mergeConfig(withoutAppHostPlugins(viteConfig), {
      optimizeDeps: {
        include: [
          ...runtimeDependencies,
          '@ark-ui/react/accordion',
          '@ark-ui/react/avatar',
          '@ark-ui/react/carousel',
          '@ark-ui/react/checkbox',
          '@ark-ui/react/collapsible',
          '@ark-ui/react/combobox',
          '@ark-ui/react/dialog',
          '@ark-ui/react/factory',
          '@ark-ui/react/field',
          '@ark-ui/react/file-upload',
          '@ark-ui/react/hover-card',
          '@ark-ui/react/menu',
          '@ark-ui/react/number-input',
          '@ark-ui/react/pagination',
          '@ark-ui/react/password-input',
          '@ark-ui/react/popover',
          '@ark-ui/react/portal',
          '@ark-ui/react/progress',
          '@ark-ui/react/radio-group',
          '@ark-ui/react/rating-group',
          '@ark-ui/react/scroll-area',
          '@ark-ui/react/segment-group',
          '@ark-ui/react/select',
          '@ark-ui/react/slider',
          '@ark-ui/react/switch',
          '@ark-ui/react/tabs',
          '@ark-ui/react/tags-input',
          '@ark-ui/react/toast',
          '@ark-ui/react/toggle',
          '@ark-ui/react/toggle-group',
          '@ark-ui/react/tooltip',
          'msw/browser',
          // The photo stories read EXIF to prove uploads carry none.
          'exifreader',
          'msw-storybook-addon/csf3',
          // The machine stories' statechart (stories/support/statechart/).
          'elkjs/lib/elk-api.js',
          '@panzoom/panzoom',
        ],
      },
    }),
}

export default config
