/** Ark Slider (used as a two-thumb range): header row with label and value text, pill track. */
import { sliderAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { fieldLabel, focusRing } from './shared'

export const slider = defineSlotRecipe({
  className: 'slider',
  slots: [...sliderAnatomy.keys(), 'header'],
  jsx: ['RangeSlider', /^Slider/],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2', width: '100%' },
    header: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '2' },
    label: fieldLabel,
    valueText: {
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'fg.muted',
      fontVariantNumeric: 'tabular-nums',
    },
    control: { position: 'relative', display: 'flex', alignItems: 'center', height: '6' },
    track: { flex: '1', height: '1.5', borderRadius: 'full', bg: 'bg.muted', overflow: 'hidden' },
    range: { height: '100%', bg: 'primary.solid', _disabled: { bg: 'border.input' } },
    thumb: {
      width: '5',
      height: '5',
      borderRadius: 'full',
      bg: 'white',
      borderWidth: '2px',
      borderStyle: 'solid',
      borderColor: 'primary.solid',
      boxShadow: '0 1px 3px rgba(0, 0, 0, 0.3)',
      cursor: 'grab',
      outline: 'none',
      _focusVisible: focusRing,
      _dragging: { cursor: 'grabbing' },
      _disabled: { cursor: 'not-allowed', borderColor: 'border.input' },
    },
    markerGroup: { mt: '1' },
    marker: { fontSize: 'xs', color: 'fg.muted' },
    draggingIndicator: { fontSize: 'xs' },
  },
})
