/**
 * Raw tokens: the two primary scales (spec section 2: light primary 500 #1E91FF, dark primary 500
 * #9333EA), Montserrat, the pill radius and our neutral greys. Components never use these directly:
 * they use the semantic tokens in `semantic-tokens.ts`, which switch with the colour mode.
 */
import { defineTokens } from '@pandacss/dev'

/**
 * Montserrat, then its local stand-ins with matched metrics (the families of
 * styles/montserrat-fallback.css, written by scripts/font-fallback.mjs), then the system's fonts.
 */
export const MONTSERRAT_STACK =
  "'Montserrat Variable', 'Montserrat Variable Fallback: Arial', 'Montserrat Variable Fallback: Roboto', " +
  "system-ui, -apple-system, 'Segoe UI', sans-serif"

/** Light mode: 500 is the brand blue; 600 is the first shade white text passes AA on (4.99:1). */
export const blue = {
  50: '#EBF5FF',
  100: '#D6EAFF',
  200: '#ADD5FF',
  300: '#7ABCFF',
  400: '#4CA6FF',
  500: '#1E91FF',
  600: '#0B6FD1',
  700: '#0858A8',
  800: '#0A4584',
  900: '#0C3766',
} as const

/** Dark mode: 500 is the brand purple; white text on 500 passes AA (5.38:1). */
export const violet = {
  50: '#FAF5FF',
  100: '#F3E8FF',
  200: '#E9D5FF',
  300: '#D8B4FE',
  400: '#C084FC',
  500: '#9333EA',
  600: '#7E22CE',
  700: '#6B21A8',
  800: '#581C87',
  900: '#3B0764',
} as const

const scale = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, { value: v }]))

export const tokens = defineTokens({
  // Panda's preset names these layers but gives them no values; without them `zIndex: 'modal'`
  // compiles to an invalid `z-index: modal` and stacking falls back to document order.
  zIndex: {
    hide: { value: -1 },
    base: { value: 0 },
    docked: { value: 10 },
    dropdown: { value: 1000 },
    sticky: { value: 1100 },
    banner: { value: 1200 },
    overlay: { value: 1300 },
    modal: { value: 1400 },
    popover: { value: 1500 },
    skipLink: { value: 1600 },
    toast: { value: 1700 },
    tooltip: { value: 1800 },
  },
  fonts: {
    // Montserrat's stand-ins with its metrics (styles/montserrat-fallback.css) come before the system's
    // fonts, so the text that paints before Montserrat arrives takes the room Montserrat will.
    body: { value: MONTSERRAT_STACK },
    heading: { value: MONTSERRAT_STACK },
  },
  radii: {
    // Spec section 9: buttons and inputs are pills of radius 50px.
    pill: { value: '50px' },
  },
  colors: {
    brandBlue: scale(blue),
    brandViolet: scale(violet),
  },
  durations: {
    tooltip: { value: '100ms' },
  },
})
