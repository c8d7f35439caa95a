/** Ark Field: label, helper text and error text around an input. */
import { fieldAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { fieldLabel } from './shared'

export const field = defineSlotRecipe({
  className: 'field',
  slots: fieldAnatomy.keys(),
  jsx: ['TextField', /^Field/],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: '100%' },
    label: { ...fieldLabel, ps: '4', _disabled: { opacity: 0.6 } },
    requiredIndicator: { color: 'danger.fg', ms: '0.5' },
    helperText: { fontSize: 'xs', color: 'fg.muted', ps: '4' },
    errorText: { fontSize: 'xs', fontWeight: 'medium', color: 'danger.fg', ps: '4' },
    input: {},
    select: {},
    textarea: {},
  },
})
