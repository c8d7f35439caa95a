/** Chips: pill labels for states ('Privée', connection status), optionally with a coloured dot. */
import { defineRecipe } from '@pandacss/dev'

export const chip = defineRecipe({
  className: 'chip',
  jsx: ['Chip'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    height: '7',
    px: '3',
    borderRadius: 'pill',
    fontSize: 'xs',
    fontWeight: 'semibold',
    whiteSpace: 'nowrap',
    '& [data-part=dot]': { width: '2', height: '2', borderRadius: 'full', bg: 'currentColor' },
  },
  variants: {
    tone: {
      neutral: { bg: 'muted.bg', color: 'muted.fg' },
      primary: { bg: 'primary.subtle', color: 'primary.fg' },
      success: { bg: 'success.subtle', color: 'success.fg' },
      warning: { bg: 'warning.subtle', color: 'warning.fg' },
      danger: { bg: 'danger.subtle', color: 'danger.fg' },
    },
  },
  defaultVariants: { tone: 'neutral' },
})
