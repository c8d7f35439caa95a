/** Ark RatingGroup: stars light up through `data-highlighted`; read-only keeps the default cursor. */
import { ratingGroupAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { fieldLabel, focusRing } from './shared'

export const ratingGroup = defineSlotRecipe({
  className: 'rating-group',
  slots: ratingGroupAnatomy.keys(),
  jsx: ['RatingGroup', /^RatingGroup/],
  base: {
    root: { display: 'inline-flex', flexDirection: 'column', gap: '1.5' },
    label: fieldLabel,
    control: { display: 'inline-flex', gap: '1' },
    item: {
      display: 'inline-flex',
      color: 'border.input',
      cursor: 'pointer',
      borderRadius: 'sm',
      transition: 'color 0.1s, scale 0.1s',
      _highlighted: { color: 'warning.star' },
      _focusVisible: focusRing,
      _readOnly: { cursor: 'default' },
      _disabled: { cursor: 'not-allowed', opacity: 0.6 },
      '& svg': { width: 'var(--star-size, 1.5rem)', height: 'var(--star-size, 1.5rem)' },
    },
  },
  variants: {
    size: {
      sm: { root: { '--star-size': '1rem' } },
      md: { root: { '--star-size': '1.5rem' } },
      lg: { root: { '--star-size': '2rem' } },
    },
  },
  defaultVariants: { size: 'md' },
})
