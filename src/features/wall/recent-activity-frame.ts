/**
 * The recent activity's card and heading (recent-activity.tsx), shared with the home page's loading
 * state (home-skeleton.tsx), which draws the card before the feed's machine is there: one module, so
 * the frame the shell paints is the feed's own.
 */
import { css } from 'styled-system/css'

export const recentActivityFrame = {
  section: css({ bg: 'bg.surface', borderRadius: '2xl', boxShadow: 'card', p: { base: '4', md: '5' } }),
  heading: css({ fontSize: 'lg', fontWeight: 'bold', mb: '3' }),
}
