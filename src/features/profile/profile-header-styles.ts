/**
 * The profile's header (photo beside or above the name) and the column it opens, shared by the
 * profile (profile-view.tsx) and its loading state (profile-skeleton.tsx): the main photo's frame is
 * where the loading state, and the shell prerendered from it, drew the photo (issue 38).
 */
import { css } from 'styled-system/css'

export const profileHeaderStyles = {
  page: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  header: css({
    display: 'flex',
    flexDirection: { base: 'column', sm: 'row' },
    alignItems: { base: 'center', sm: 'flex-start' },
    gap: '5',
    p: '5',
  }),
  avatar: css({ w: { base: '40', sm: '36' }, flexShrink: '0', borderRadius: 'xl', overflow: 'hidden' }),
  identity: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    minW: '0',
    textAlign: { base: 'center', sm: 'left' },
  }),
}
