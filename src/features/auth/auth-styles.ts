/** Layout shared by the login dialog's two views. */
import { css } from 'styled-system/css'

export const authForm = css({ display: 'flex', flexDirection: 'column', gap: '4' })

export const authActions = css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'stretch' })

export const textLink = css({
  color: 'primary.fg',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  cursor: 'pointer',
  _hover: { textDecoration: 'none' },
  _focusVisible: {
    outline: '2px solid',
    outlineColor: 'focusRing',
    outlineOffset: '2px',
    borderRadius: 'sm',
  },
})
