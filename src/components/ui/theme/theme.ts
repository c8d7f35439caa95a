/**
 * The design tokens of spec section 2: Montserrat, light #F5F5F5 / primary #1E91FF,
 * dark #181A20 / primary #9333EA, pills of radius 50px, borderless cards.
 */
import { defineGlobalStyles } from '@pandacss/dev'

const globalCss = defineGlobalStyles({
  'html, body': {
    fontFamily: 'body',
    bg: 'bg.body',
    color: 'fg.default',
  },
})

export const theme = {
  globalCss,
  extend: {
    tokens: {
      fonts: { body: { value: "'Montserrat', system-ui, sans-serif" } },
      radii: { pill: { value: '50px' } },
      colors: {
        sky: { 500: { value: '#1E91FF' } },
        purple: { 500: { value: '#9333EA' } },
      },
    },
    semanticTokens: {
      colors: {
        'bg.body': { value: { base: '#F5F5F5', _dark: '#181A20' } },
        'fg.default': { value: { base: '#1a1a1a', _dark: '#f2f2f2' } },
        primary: { 500: { value: { base: '{colors.sky.500}', _dark: '{colors.purple.500}' } } },
      },
    },
  },
}
