/** Styles the photo views share. */
import { css } from 'styled-system/css'

export const alertBox = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '4',
  py: '3',
  borderRadius: 'xl',
  bg: 'danger.subtle',
  color: 'danger.fg',
  fontSize: 'sm',
  fontWeight: 'medium',
})

export const statusText = css({ color: 'fg.muted', fontSize: 'sm' })

export const formStack = css({ display: 'flex', flexDirection: 'column', gap: '4' })

export const helpText = css({ color: 'fg.muted', fontSize: 'sm', mt: '-2' })

export const footerActions = css({
  display: 'flex',
  gap: '2',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  w: 'full',
})
