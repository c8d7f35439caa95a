/** Ark Menu: floating list; highlighted items follow `data-highlighted`, destructive ones `data-tone=danger`. */
import { menuAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { floatingPanel } from './shared'

export const menu = defineSlotRecipe({
  className: 'menu',
  slots: menuAnatomy.keys(),
  jsx: ['Menu', /^Menu/],
  base: {
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
      minWidth: '48',
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2.5',
      px: '3',
      py: '2',
      borderRadius: 'lg',
      fontSize: 'sm',
      fontWeight: 'medium',
      cursor: 'pointer',
      textDecoration: 'none',
      color: 'fg.default',
      _highlighted: { bg: 'primary.subtle' },
      _disabled: { opacity: 0.5, cursor: 'not-allowed' },
      '&[data-tone=danger]': { color: 'danger.fg', _highlighted: { bg: 'danger.subtle' } },
      '& svg': { width: '4', height: '4', flexShrink: '0' },
    },
    triggerItem: {
      display: 'flex',
      alignItems: 'center',
      px: '3',
      py: '2',
      borderRadius: 'lg',
      fontSize: 'sm',
    },
    itemText: { flex: '1' },
    itemIndicator: { color: 'primary.fg' },
    itemGroup: { display: 'flex', flexDirection: 'column', gap: '0.5' },
    itemGroupLabel: { px: '3', py: '1.5', fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted' },
    separator: { height: '1px', bg: 'border.default', my: '1', mx: '1.5', borderWidth: '0' },
    indicator: { display: 'inline-flex', transition: 'rotate 0.15s', _open: { rotate: '180deg' } },
    arrow: { '--arrow-size': '8px', '--arrow-background': 'colors.bg.surface' },
    arrowTip: {},
    trigger: {},
    contextTrigger: {},
  },
})
