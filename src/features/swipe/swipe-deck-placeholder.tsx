/**
 * The swipe deck while its first cards load: the deck's card frame and, under it, the pass and like
 * buttons' places (swipe-deck-layout.ts's boxes, so the deck replaces it without a shift). The card's
 * photo: `photo` when the page's first script drew the top card's photo before the app ran
 * (src/app/largest-image.ts, left in src/api/largest-photo-handover.ts), drawn as the top card draws
 * it, so it stays on screen as the app takes over and the card lands on it; otherwise an empty frame
 * the first script draws into (`data-largest-photo`, `data-image-class`: MemberPhoto's picture class).
 */
import { css, cx } from 'styled-system/css'
import type { Photo } from '../../api/models/photo'
import { photoSource } from '../social/member-display'
import { MemberPhoto, memberPhotoStyles } from '../social/member-photo'
import { deckLayout } from './swipe-deck-layout'

export function SwipeDeckPlaceholder({ photo = null }: { photo?: Photo | null }) {
  const source = photoSource(photo, 'normal')
  return (
    <>
      <div aria-hidden="true" className={deckLayout.stack}>
        <div className={deckLayout.card}>
          {source ? (
            <MemberPhoto nickname="" photo={source} className={deckLayout.photo} decorative priority />
          ) : (
            <span
              data-largest-photo=""
              data-image-class={memberPhotoStyles.image}
              className={cx(memberPhotoStyles.frame, deckLayout.photo)}
            />
          )}
        </div>
      </div>
      <div aria-hidden="true" className={deckLayout.buttons}>
        <div className={cx(deckLayout.button, styles.button)} />
        <div className={cx(deckLayout.button, styles.button)} />
      </div>
    </>
  )
}

const styles = {
  button: css({ h: '12', borderRadius: 'pill', bg: 'bg.muted' }),
}
