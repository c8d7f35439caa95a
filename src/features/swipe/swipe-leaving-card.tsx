/**
 * The card just chosen, flying off to the side it was sent to (right for a like, left for a pass),
 * from where the drag let it go. Decorative: the live region says what happened.
 */
import { useRef } from 'react'
import { css, cx } from 'styled-system/css'
import type { SwipeChoice } from '../../api/match'
import type { ProfileCard } from '../../api/models/profile'
import { photoSource } from '../social/member-display'
import { MemberPhoto } from '../social/member-photo'
import { deckLayout } from './swipe-deck-layout'
import { CARD_ANIMATION_MS, usePlayOnMount } from './use-play-on-mount'

export interface LeavingCardProps {
  profile: ProfileCard
  choice: SwipeChoice
  /** Where the drag let the card go (0 for a button or a key). */
  fromDx: number
}

export function LeavingCard({ profile, choice, fromDx }: LeavingCardProps) {
  const ref = useRef<HTMLDivElement>(null)
  const side = choice === 'like' ? 1 : -1
  usePlayOnMount(
    ref,
    [
      { transform: `translateX(${fromDx}px) rotate(${side * 4}deg)`, opacity: 1 },
      { transform: `translateX(${side * 140}%) rotate(${side * 18}deg)`, opacity: 0 },
    ],
    { duration: CARD_ANIMATION_MS, easing: 'ease-in', fill: 'forwards' },
  )
  return (
    <div ref={ref} className={cx(deckLayout.card, styles.leaving)} aria-hidden="true">
      <MemberPhoto
        nickname={profile.nickname}
        photo={photoSource(profile.avatar, 'normal')}
        className={styles.photo}
        decorative
      />
    </div>
  )
}

const styles = {
  // Gone at once without the animation (reduced motion, or no Web Animations).
  leaving: css({ pointerEvents: 'none', opacity: 0, zIndex: '2' }),
  photo: css({ position: 'absolute', inset: '0', w: 'full', h: 'full', aspectRatio: 'auto' }),
}
