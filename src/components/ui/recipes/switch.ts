/** Ark Switch: the track and thumb follow `data-state=checked` through `_checked`. */
import { switchAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { focusRing } from './shared'

export const switchRecipe = defineSlotRecipe({
  className: 'switch',
  slots: switchAnatomy.keys(),
  jsx: ['Switch', /^Switch/],
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '3',
      cursor: 'pointer',
      _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      flexShrink: '0',
      width: '11',
      height: '6',
      p: '0.5',
      borderRadius: 'full',
      // Unchecked track uses the input border colour: 3:1 against the page, so the control is visible.
      bg: 'border.input',
      transition: 'background-color 0.15s',
      _checked: { bg: 'primary.solid' },
      _focusVisible: focusRing,
    },
    thumb: {
      width: '5',
      height: '5',
      borderRadius: 'full',
      bg: 'white',
      boxShadow: '0 1px 2px rgba(0, 0, 0, 0.25)',
      transition: 'translate 0.15s',
      _checked: { translate: '1.25rem 0' },
    },
    label: { fontSize: 'sm', fontWeight: 'medium', color: 'fg.default', userSelect: 'none' },
  },
})
