import { defineConfig } from '@pandacss/dev'
import { theme } from './src/components/ui/theme/theme'

/**
 * Panda CSS: our own theme and recipes (spec section 2's appearance). `cssVarRoot` covers `:host` so
 * the same tokens work inside the widget's shadow root; `dark` also matches a dark shadow host.
 */
export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}', './stories/**/*.{ts,tsx}'],
  exclude: [],
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
  theme: { extend: theme.extend },
})
