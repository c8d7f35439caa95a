/** Layout and message styles shared by the account forms and dialogs. */
import { css } from 'styled-system/css'

export const formStack = css({ display: 'flex', flexDirection: 'column', gap: '4' })

export const formActions = css({
  display: 'flex',
  flexDirection: { base: 'column', sm: 'row-reverse' },
  gap: '2',
  alignItems: { base: 'stretch', sm: 'center' },
  justifyContent: { sm: 'flex-start' },
})

export const alertBox = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  px: '4',
  py: '3',
  borderRadius: 'xl',
  bg: 'danger.subtle',
  color: 'danger.fg',
  fontSize: 'sm',
  fontWeight: 'medium',
})

export const alertDetail = css({ fontWeight: 'normal' })

export const successBox = css({
  px: '4',
  py: '3',
  borderRadius: 'xl',
  bg: 'success.subtle',
  color: 'success.fg',
  fontWeight: 'medium',
  outline: 'none',
})
