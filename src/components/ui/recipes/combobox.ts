/**
 * Ark Combobox: a pill input like our text fields and a floating list like Select's. The extra
 * `status` slot is the line shown in the list instead of options ('Recherche…', 'Aucune ville
 * trouvée'); the list hides itself when it has nothing at all to show.
 */
import { comboboxAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { fieldLabel, floatingPanel, hoverEnabled } from './shared'

export const combobox = defineSlotRecipe({
  className: 'combobox',
  slots: [...comboboxAnatomy.keys(), 'status'],
  jsx: ['Combobox', /^Combobox/],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: '100%' },
    label: { ...fieldLabel, ps: '4', _disabled: { opacity: 0.6 } },
    control: { position: 'relative', width: '100%' },
    input: {
      appearance: 'none',
      width: '100%',
      minWidth: '0',
      height: '10',
      px: '4',
      borderRadius: 'pill',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'border.input',
      bg: 'bg.surface',
      color: 'fg.default',
      fontFamily: 'body',
      fontSize: 'md',
      outline: 'none',
      transitionProperty: 'border-color, box-shadow',
      transitionDuration: '0.15s',
      _placeholder: { color: 'fg.muted', opacity: 1 },
      _focusVisible: { borderColor: 'focusRing', boxShadow: '0 0 0 1px token(colors.focusRing)' },
      '&:is([data-invalid], [aria-invalid=true])': {
        borderColor: 'danger.fg',
        _focusVisible: { boxShadow: '0 0 0 1px token(colors.danger.fg)' },
      },
      _disabled: { opacity: 0.6, cursor: 'not-allowed' },
    },
    trigger: {
      position: 'absolute',
      top: '50%',
      insetEnd: '3',
      transform: 'translateY(-50%)',
      display: 'inline-flex',
      color: 'fg.muted',
      cursor: 'pointer',
      '& svg': { width: '4', height: '4' },
    },
    clearTrigger: { color: 'fg.muted', cursor: 'pointer' },
    positioner: { zIndex: 'dropdown' },
    // zag copies the content's z-index onto the positioner's inline `z-index: var(--z-index)`,
    // which wins over the positioner's class: the layer must be set here too.
    content: {
      zIndex: 'dropdown',
      ...floatingPanel,
      display: 'flex',
      flexDirection: 'column',
      gap: '0.5',
      p: '1.5',
      maxHeight: '72',
      overflowY: 'auto',
      minWidth: 'var(--reference-width)',
      '&:empty': { display: 'none' },
    },
    list: { display: 'flex', flexDirection: 'column', gap: '0.5' },
    item: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      px: '3',
      py: '2',
      borderRadius: 'lg',
      fontSize: 'sm',
      cursor: 'pointer',
      [hoverEnabled]: { bg: 'bg.subtle' },
      _highlighted: { bg: 'primary.subtle' },
      _checked: { fontWeight: 'semibold', color: 'primary.fg' },
      _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    },
    itemText: {},
    itemIndicator: { display: 'inline-flex', color: 'primary.fg', '& svg': { width: '4', height: '4' } },
    itemGroup: { display: 'flex', flexDirection: 'column', gap: '0.5' },
    itemGroupLabel: { px: '3', py: '1.5', fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted' },
    empty: { px: '3', py: '2', fontSize: 'sm', color: 'fg.muted' },
    status: { px: '3', py: '2', fontSize: 'sm', color: 'fg.muted' },
  },
})
