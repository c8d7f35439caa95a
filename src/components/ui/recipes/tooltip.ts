/** Ark Tooltip: small dark bubble (light bubble in dark mode). */
import { tooltipAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const tooltip = defineSlotRecipe({
  className: 'tooltip',
  slots: tooltipAnatomy.keys(),
  jsx: ['Tooltip', /^Tooltip/],
  base: {
    positioner: { zIndex: 'tooltip' },
    content: {
      zIndex: 'tooltip',
      bg: 'bg.tooltip',
      color: 'fg.tooltip',
      fontSize: 'xs',
      fontWeight: 'medium',
      lineHeight: '1.4',
      px: '2.5',
      py: '1.5',
      borderRadius: 'md',
      maxWidth: 'xs',
      boxShadow: 'overlay',
      _open: { animation: 'fadeIn 0.1s ease-out' },
      _closed: { animation: 'fadeOut 0.075s ease-in' },
    },
    arrow: { '--arrow-size': '8px', '--arrow-background': 'colors.bg.tooltip' },
    arrowTip: {},
    trigger: { WebkitTouchCallout: 'none' },
  },
})
