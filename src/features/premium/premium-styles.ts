/** Layout shared by the premium pages. */
import { css } from 'styled-system/css'

export const premiumStyles = {
  page: css({ maxW: '2xl', mx: 'auto', display: 'flex', flexDirection: 'column', gap: '5' }),
  card: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
    bg: 'bg.surface',
    borderRadius: '2xl',
    boxShadow: 'card',
    p: { base: '5', md: '8' },
  }),
  intro: css({ fontSize: 'lg' }),
  muted: css({ color: 'fg.muted', fontSize: 'sm' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' }),
  status: css({
    px: '4',
    py: '3',
    borderRadius: 'xl',
    bg: 'bg.subtle',
    fontWeight: 'medium',
  }),
  success: css({
    px: '4',
    py: '3',
    borderRadius: 'xl',
    bg: 'success.subtle',
    color: 'success.fg',
    fontWeight: 'semibold',
    outline: 'none',
  }),
  alert: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    px: '4',
    py: '3',
    borderRadius: 'xl',
    bg: 'danger.subtle',
    color: 'danger.fg',
    fontWeight: 'medium',
  }),
  detail: css({ fontWeight: 'normal', fontSize: 'sm' }),
}
