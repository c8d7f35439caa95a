/**
 * Style fragments shared by several recipes (consumed only by panda.config.ts at build time).
 */

/** The keyboard focus ring: 2px of `focusRing` (3:1 or better against both body colours). */
export const focusRing = {
  outlineWidth: '2px',
  outlineStyle: 'solid',
  outlineColor: 'focusRing',
  outlineOffset: '2px',
} as const

/** Hover that leaves disabled and busy controls alone. */
export const hoverEnabled =
  '&:is(:hover, [data-hover]):not(:disabled, [data-disabled], [aria-disabled=true], [aria-busy=true])'

/** Floating panels (select, menu, toast): surface colour, rounded, elevated. */
export const floatingPanel = {
  bg: 'bg.surface',
  color: 'fg.default',
  borderRadius: 'xl',
  boxShadow: 'overlay',
  outline: 'none',
  _open: { animation: 'fadeIn 0.15s ease-out' },
  _closed: { animation: 'fadeOut 0.1s ease-in' },
} as const

/** Field labels (Field, Select, Slider, RatingGroup). */
export const fieldLabel = {
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'fg.default',
} as const
