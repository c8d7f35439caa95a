/**
 * Pill buttons (spec: radius 50px) and round icon buttons (`shape: 'circle'`). The loading state is
 * styled from `aria-busy`/`data-loading`, which the component sets; nothing is toggled in JS here.
 */
import { defineRecipe } from '@pandacss/dev'
import { focusRing, hoverEnabled } from './shared'

export const button = defineRecipe({
  className: 'button',
  description: 'Pill button; round when shape is circle',
  jsx: ['Button', 'IconButton'],
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    flexShrink: '0',
    borderRadius: 'pill',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    fontFamily: 'body',
    fontWeight: 'semibold',
    lineHeight: '1',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    userSelect: 'none',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color, box-shadow, opacity',
    transitionDuration: '0.15s',
    _focusVisible: focusRing,
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    _loading: { cursor: 'progress' },
    '& svg': { flexShrink: '0', width: '1.15em', height: '1.15em' },
    '& [data-part=spinner]': {
      width: '1em',
      height: '1em',
      borderRadius: 'full',
      borderWidth: '2px',
      borderStyle: 'solid',
      borderColor: 'currentColor',
      borderTopColor: 'transparent',
      animation: 'spin 0.7s linear infinite',
      _motionReduce: { animationDuration: '2s' },
    },
  },
  variants: {
    variant: {
      solid: {
        bg: 'primary.solid',
        color: 'primary.contrast',
        [hoverEnabled]: { bg: 'primary.solidHover' },
      },
      outline: {
        bg: 'transparent',
        borderColor: 'primary.solid',
        color: 'primary.fg',
        [hoverEnabled]: { bg: 'primary.subtle' },
      },
      ghost: {
        bg: 'transparent',
        color: 'primary.fg',
        [hoverEnabled]: { bg: 'primary.subtle' },
      },
      plain: {
        bg: 'transparent',
        color: 'fg.default',
        [hoverEnabled]: { bg: 'bg.subtle' },
      },
      danger: {
        bg: 'danger.solid',
        color: 'danger.contrast',
        [hoverEnabled]: { bg: 'danger.solidHover' },
      },
    },
    size: {
      sm: { height: '8', minWidth: '8', px: '3.5', fontSize: 'sm' },
      md: { height: '10', minWidth: '10', px: '5', fontSize: 'sm' },
      lg: { height: '12', minWidth: '12', px: '7', fontSize: 'md' },
    },
    shape: {
      pill: {},
      circle: { px: '0', borderRadius: 'full', aspectRatio: '1' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md', shape: 'pill' },
})
