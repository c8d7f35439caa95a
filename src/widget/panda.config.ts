/**
 * Panda for the widget's stylesheet only (the widget build's PostCSS uses it; codegen stays the
 * app's `panda.config.ts`, whose output `styled-system/` both share). Same theme and tokens; only the
 * files the widget renders are scanned and only the recipes it uses are emitted, so its stylesheet
 * carries none of the app's other pages.
 *
 * A component the widget starts to use must have its file listed here, or it renders unstyled (the
 * widget's end-to-end test compares computed styles and would show it).
 */
import { defineConfig } from '@pandacss/dev'
import app from '../../panda.config'

export const WIDGET_STYLE_SOURCES = [
  './src/widget/**/*.{ts,tsx}',
  './src/components/ui/{avatar,button,field,input,switch,icons}.tsx',
  './src/features/online-members/**/*.{ts,tsx}',
  './src/features/chat/**/*.{ts,tsx}',
  './src/features/album-sharing/**/*.{ts,tsx}',
  './src/features/favorites/**/*.{ts,tsx}',
  './src/features/auth/{auth-failure-message,auth-styles,forgot-password-form,login-form}.tsx',
  './src/features/auth/auth-styles.ts',
  './src/features/onboarding/register-form-view.tsx',
  './src/features/realtime/**/*.{ts,tsx}',
]

export default defineConfig({
  ...app,
  include: WIDGET_STYLE_SOURCES,
  exclude: ['./src/**/*.test.{ts,tsx}', './src/**/*.stories.{ts,tsx}'],
  // Every variant of the recipes the widget's views use (variants can be passed at run time).
  staticCss: {
    recipes: { button: ['*'], input: ['*'], field: ['*'], switchRecipe: ['*'], avatar: ['*'] },
  },
})
