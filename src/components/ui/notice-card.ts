import { css } from 'styled-system/css'

/**
 * The card of the notices that float over a page (offline, a dialog that could not load): dark on
 * light and light on dark, like a tooltip. `css.raw` so each notice adds its own layout with `css()`.
 */
export const noticeCard = css.raw({
  pointerEvents: 'auto',
  display: 'flex',
  gap: '3',
  px: '4',
  py: '3',
  borderRadius: '2xl',
  bg: 'bg.tooltip',
  color: 'fg.tooltip',
  boxShadow: 'overlay',
  fontSize: 'sm',
  lineHeight: '1.4',
})
