/**
 * Badges: small status labels. The subscription badge uses neutral (Gratuit), success (Premium) and
 * warning (Premium (annulé)).
 */
import { defineRecipe } from '@pandacss/dev'

export const badge = defineRecipe({
  className: 'badge',
  jsx: ['Badge'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    px: '2.5',
    py: '0.5',
    borderRadius: 'pill',
    fontSize: 'xs',
    fontWeight: 'bold',
    lineHeight: '1.5',
    whiteSpace: 'nowrap',
  },
  variants: {
    variant: {
      neutral: { bg: 'muted.bg', color: 'muted.fg' },
      success: { bg: 'success.subtle', color: 'success.fg' },
      warning: { bg: 'warning.subtle', color: 'warning.fg' },
      danger: { bg: 'danger.subtle', color: 'danger.fg' },
    },
  },
  defaultVariants: { variant: 'neutral' },
})
