/**
 * The design tokens of spec section 2: Montserrat, light #F5F5F5 / primary #1E91FF,
 * dark #181A20 / primary #9333EA, pills of radius 50px, borderless cards, and our recipes.
 *
 * Small screens: the spec's mobile layout is "viewport width 768px or less". Panda's `md` therefore
 * starts at 769px, so write mobile styles as `mdDown: {...}` (max-width 768.96px) or mobile-first
 * (`base` is mobile, `md: {...}` is desktop). In JS, use `MOBILE_MEDIA_QUERY` from `../media`.
 */
import { defineGlobalStyles, defineKeyframes } from '@pandacss/dev'
import { avatar } from '../recipes/avatar'
import { badge } from '../recipes/badge'
import { button } from '../recipes/button'
import { card } from '../recipes/card'
import { chip } from '../recipes/chip'
import { combobox } from '../recipes/combobox'
import { countBadge } from '../recipes/count-badge'
import { dialog } from '../recipes/dialog'
import { field } from '../recipes/field'
import { input } from '../recipes/input'
import { menu } from '../recipes/menu'
import { ratingGroup } from '../recipes/rating-group'
import { select } from '../recipes/select'
import { slider } from '../recipes/slider'
import { switchRecipe } from '../recipes/switch'
import { toast } from '../recipes/toast'
import { tooltip } from '../recipes/tooltip'
import { semanticTokens } from './semantic-tokens'
import { tokens } from './tokens'

const globalCss = defineGlobalStyles({
  'html, body': {
    fontFamily: 'body',
    bg: 'bg.body',
    color: 'fg.default',
    WebkitFontSmoothing: 'antialiased',
    MozOsxFontSmoothing: 'grayscale',
  },
  html: { colorScheme: 'light' },
  'html.dark, html[data-theme=dark]': { colorScheme: 'dark' },
  '::selection': { bg: 'primary.200', color: 'fg.default' },
  // What the phone shell keeps at the screen's foot for a member (its 3.5rem tab bar and the home
  // indicator's inset; nothing from 769 px): set on the root, so what lives outside the page's layout
  // (the app's offline notice and update toast, src/features/pwa) stands above the tab bar too.
  ':root:has([data-shell=member])': {
    '--shell-bottom': { base: 'calc(3.5rem + env(safe-area-inset-bottom, 0px))', md: '0px' },
  },
  // Where anything pinned to the screen's foot (a sticky save bar, a fixed notice, the conversation's
  // composer) must end: above the phone shell's tab bar and home indicator (--shell-bottom; the
  // home indicator alone for visitors) or above the on-screen keyboard when it covers more, as in
  // Safari, which lays it over the page (--keyboard-inset, src/features/layout/use-keyboard-inset.ts).
  // The one offset every pinned bar uses: tests/e2e/pinned-controls.spec.ts checks that no pinned
  // control lies under another layer.
  ':root': {
    '--pinned-bottom':
      'max(var(--shell-bottom, env(safe-area-inset-bottom, 0px)), var(--keyboard-inset, 0px))',
  },
})

const keyframes = defineKeyframes({
  fadeIn: { from: { opacity: '0' }, to: { opacity: '1' } },
  fadeOut: { from: { opacity: '1' }, to: { opacity: '0' } },
  dialogIn: {
    from: { opacity: '0', transform: 'translateY(8px) scale(0.98)' },
    to: { opacity: '1', transform: 'translateY(0) scale(1)' },
  },
  sheetIn: { from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } },
})

export const theme = {
  globalCss,
  extend: {
    breakpoints: {
      sm: '480px',
      md: '769px',
      lg: '1024px',
      xl: '1280px',
      '2xl': '1536px',
    },
    tokens,
    semanticTokens,
    keyframes,
    recipes: { button, input, chip, badge, countBadge },
    slotRecipes: {
      field,
      select,
      combobox,
      dialog,
      menu,
      switchRecipe,
      slider,
      ratingGroup,
      tooltip,
      avatar,
      card,
      toast,
    },
  },
}
