import { defineConfig } from '@pandacss/dev'
import browserslist from 'browserslist'
import { theme } from './src/components/ui/theme/theme'
import { trimDefaultPalettes } from './src/components/ui/theme/trim-preset'

/**
 * Panda CSS: our own theme and recipes (spec section 2's appearance). `cssVarRoot` covers `:host` so
 * the same tokens work inside the widget's shadow root; `dark` also matches a dark shadow host.
 *
 * `staticCss` emits every variant of our recipes: the wrappers made with `createStyleContext` pass
 * variants at run time, which static extraction cannot always see, and the whole set is small.
 * The default colour palettes are dropped (see trim-preset.ts): use the semantic colour tokens.
 */
// The app's production build leaves out of its CSS the styles only the stories and the widget use
// (the first route's CSS budget; the widget's stylesheet comes from src/widget/panda.config.ts).
// Storybook (which sets STORYBOOK), the tests and the dev server include them.
const appProductionBuild = process.env.NODE_ENV === 'production' && !process.env.STORYBOOK

export default defineConfig({
  preflight: true,
  // The browsers package.json's `browserslist` declares: Lightning CSS lowers or prefixes for them
  // whatever our styles use that one of them lacks (the build's target and the compat check follow
  // the same list).
  lightningcss: true,
  browserslist: browserslist(),
  include: appProductionBuild ? ['./src/**/*.{ts,tsx}'] : ['./src/**/*.{ts,tsx}', './stories/**/*.{ts,tsx}'],
  exclude: appProductionBuild
    ? ['./src/**/*.test.{ts,tsx}', './src/widget/**']
    : ['./src/**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  jsxFramework: 'react',
  cssVarRoot: ':where(:root, :host)',
  conditions: {
    extend: {
      dark: '.dark &, :host(.dark) &, [data-theme=dark] &',
      light: '.light &, :host(.light) &, [data-theme=light] &',
    },
  },
  globalCss: theme.globalCss,
  staticCss: { recipes: '*' },
  theme: { extend: theme.extend },
  hooks: { 'preset:resolved': trimDefaultPalettes },
})
