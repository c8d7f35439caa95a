/**
 * A member card's photo: its square frame and the picture in it (profile-card.tsx). Also the results'
 * loading state's (results-placeholders.tsx), where the page's first script draws the first result's
 * photo before the app runs (issue 38): one module, so the two cannot drift apart, and small, so the
 * loading state (on the page's first route) does not bring the card along.
 */
import { css } from 'styled-system/css'

export const cardPhotoStyles = {
  box: css({ position: 'relative', aspectRatio: '1', bg: 'bg.muted', overflow: 'hidden' }),
  image: css({ display: 'block', w: 'full', h: 'full', objectFit: 'cover' }),
}
