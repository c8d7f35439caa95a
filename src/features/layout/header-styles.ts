/** Styles both headers share (the visitors' one and the members' one). */
import { css } from 'styled-system/css'

export const header = css({
  position: 'sticky',
  top: '0',
  zIndex: 'sticky',
  bg: 'bg.surface',
  boxShadow: 'sm',
  pt: 'env(safe-area-inset-top, 0px)',
})

export const navLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '11',
  whiteSpace: 'nowrap',
  px: '3',
  borderRadius: 'pill',
  fontWeight: 'medium',
  color: 'fg.default',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted' },
  '&[aria-current=page]': { bg: 'primary.subtle', color: 'primary.fg' },
})
