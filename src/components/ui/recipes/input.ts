/** Pill text inputs (spec: radius 50px); invalid and disabled looks come from Ark's data attributes. */
import { defineRecipe } from '@pandacss/dev'

export const input = defineRecipe({
  className: 'input',
  description: 'Pill text input',
  jsx: ['Input', 'TextField'],
  base: {
    appearance: 'none',
    width: '100%',
    minWidth: '0',
    borderRadius: 'pill',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.input',
    bg: 'bg.surface',
    color: 'fg.default',
    fontFamily: 'body',
    outline: 'none',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: '0.15s',
    _placeholder: { color: 'fg.muted', opacity: 1 },
    _focusVisible: {
      borderColor: 'focusRing',
      boxShadow: '0 0 0 1px token(colors.focusRing)',
    },
    // Only Ark's/our invalid flags, not the native :invalid (an empty required field is not an error
    // until the form says so).
    '&:is([data-invalid], [aria-invalid=true])': {
      borderColor: 'danger.fg',
      _focusVisible: { boxShadow: '0 0 0 1px token(colors.danger.fg)' },
    },
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  },
  variants: {
    size: {
      // 16px text from md up keeps iOS Safari from zooming into the field.
      sm: { height: '8', px: '3.5', fontSize: 'sm' },
      md: { height: '10', px: '4', fontSize: 'md' },
      lg: { height: '12', px: '5', fontSize: 'md' },
    },
  },
  defaultVariants: { size: 'md' },
})
