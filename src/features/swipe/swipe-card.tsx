/**
 * One card of the swipe deck: the member's big photo, nickname, age and location, and a link to the
 * profile. The top card follows the pointer (mouse, pen or finger) and leans with it; released past
 * the threshold it makes the choice, short of it it springs back. Vertical scrolling stays with the
 * page (touch-action: pan-y).
 */
import { type PointerEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { Link } from 'wouter'
import type { SwipeChoice } from '../../api/match'
import type { ProfileCard } from '../../api/models/profile'
import { photoSource, profileHref } from '../social/member-display'
import { MemberPhoto } from '../social/member-photo'
import {
  CLICK_SLOP_PX,
  type DragSample,
  dragChoice,
  dragProgress,
  dragRotation,
  releaseVelocity,
} from './drag'
import { deckLayout } from './swipe-deck-layout'
import { usePlayOnMount } from './use-play-on-mount'

export interface SwipeCardProps {
  profile: ProfileCard
  /** A drag released past the threshold; `dx` is where the card was let go. */
  onChoose: (choice: SwipeChoice, dx: number) => void
  /** Choices are not taken (a match is on screen). */
  disabled?: boolean
  /**
   * Comes up with a short entrance (the next card after a choice). Not when the card takes the place
   * of its own photo, drawn before the app ran (issue 38): it is already there.
   */
  enter?: boolean
}

interface Drag {
  pointerId: number
  startX: number
  /** The pointer's recent positions, for the release velocity (a fling). */
  samples: DragSample[]
}

export function SwipeCard({ profile, onChoose, disabled = false, enter = true }: SwipeCardProps) {
  const { t } = useTranslation('social')
  const cardRef = useRef<HTMLDivElement>(null)
  const drag = useRef<Drag | null>(null)
  const moved = useRef(false)
  const [dx, setDx] = useState(0)
  const [isDragging, setIsDragging] = useState(false)
  usePlayOnMount(
    cardRef,
    [
      { transform: 'scale(0.96)', opacity: 0.6 },
      { transform: 'scale(1)', opacity: 1 },
    ],
    undefined,
    enter,
  )

  const width = () => cardRef.current?.offsetWidth ?? 0
  const reset = () => {
    drag.current = null
    setIsDragging(false)
    setDx(0)
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || !event.isPrimary || event.button !== 0) return
    // Links and buttons on the card keep their clicks.
    if ((event.target as Element).closest('a, button')) return
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      samples: [{ x: event.clientX, t: event.timeStamp }],
    }
    moved.current = false
    try {
      event.currentTarget.setPointerCapture(event.pointerId)
    } catch {
      // A synthetic pointer (tests) has no capture to take; the drag works without it.
    }
    setIsDragging(true)
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || event.pointerId !== drag.current.pointerId) return
    const next = event.clientX - drag.current.startX
    if (Math.abs(next) > CLICK_SLOP_PX) moved.current = true
    const samples = drag.current.samples
    samples.push({ x: event.clientX, t: event.timeStamp })
    if (samples.length > 8) samples.shift()
    setDx(next)
  }
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || event.pointerId !== drag.current.pointerId) return
    const released = event.clientX - drag.current.startX
    const velocity = releaseVelocity([...drag.current.samples, { x: event.clientX, t: event.timeStamp }])
    const choice = dragChoice(released, width(), velocity)
    reset()
    if (choice) onChoose(choice, released)
  }

  const progress = isDragging ? dragProgress(dx, width()) : 0
  const details = [profile.age !== null ? t('card.age', { age: profile.age }) : '', profile.location]
    .filter(Boolean)
    .join(' · ')
  return (
    <div
      ref={cardRef}
      className={cx(styles.card, isDragging && styles.dragging)}
      style={{ transform: dx ? `translateX(${dx}px) rotate(${dragRotation(dx, width())}deg)` : undefined }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={reset}
      onLostPointerCapture={() => {
        if (drag.current) reset()
      }}
      onClickCapture={(event) => {
        // The end of a drag is not a click on the profile link.
        if (moved.current) {
          event.preventDefault()
          event.stopPropagation()
          moved.current = false
        }
      }}
      data-testid="swipe-card"
      data-dragging={isDragging ? '' : undefined}
    >
      <MemberPhoto
        nickname={profile.nickname}
        photo={photoSource(profile.avatar, 'normal')}
        className={styles.photo}
        priority
      />
      <span
        className={cx(styles.stamp, styles.likeStamp)}
        style={{ opacity: dx > 0 ? progress : 0 }}
        aria-hidden="true"
      >
        {t('swipe.like')}
      </span>
      <span
        className={cx(styles.stamp, styles.passStamp)}
        style={{ opacity: dx < 0 ? progress : 0 }}
        aria-hidden="true"
      >
        {t('swipe.dislike')}
      </span>
      <div className={styles.info}>
        <h2 className={styles.name}>
          {profile.nickname}
          {profile.isOnline ? (
            <span className={styles.online}>
              <span className={styles.dot} aria-hidden="true" />
              {t('card.online')}
            </span>
          ) : null}
        </h2>
        {details ? <p className={styles.details}>{details}</p> : null}
        <Link href={profileHref(profile)} className={styles.link}>
          {t('swipe.viewProfile', { nickname: profile.nickname })}
        </Link>
      </div>
    </div>
  )
}

/** A card under the top one: only its photo shows, a little smaller and lower. */
export function SwipeCardBehind({ profile, depth }: { profile: ProfileCard; depth: 1 | 2 }) {
  return (
    <div className={cx(styles.card, styles.behind)} data-depth={depth} aria-hidden="true">
      <MemberPhoto
        nickname={profile.nickname}
        photo={photoSource(profile.avatar, 'normal')}
        className={styles.photo}
        decorative
        // In sight on the first screen, behind the top card (a phone's largest paint was one of
        // these, loaded lazily: issue 38): fetched at once, after the top card's photo.
        eager
      />
    </div>
  )
}

const styles = {
  card: deckLayout.card,
  dragging: css({ transition: 'none', cursor: 'grabbing' }),
  behind: css({
    cursor: 'default',
    pointerEvents: 'none',
    '&[data-depth="1"]': { transform: 'translateY(10px) scale(0.96)', opacity: 0.7 },
    '&[data-depth="2"]': { transform: 'translateY(20px) scale(0.92)', opacity: 0.4 },
  }),
  photo: deckLayout.photo,
  stamp: css({
    position: 'absolute',
    top: '6',
    px: '4',
    py: '1',
    borderWidth: '3px',
    borderStyle: 'solid',
    borderRadius: 'lg',
    fontSize: '2xl',
    fontWeight: 'extrabold',
    textTransform: 'uppercase',
    bg: 'bg.surface',
    pointerEvents: 'none',
  }),
  likeStamp: css({ left: '6', color: 'success.fg', borderColor: 'success.fg', transform: 'rotate(-12deg)' }),
  passStamp: css({ right: '6', color: 'danger.fg', borderColor: 'danger.fg', transform: 'rotate(12deg)' }),
  info: css({
    position: 'absolute',
    insetX: '0',
    bottom: '0',
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    p: '5',
    pt: '16',
    color: 'white',
    backgroundImage: 'linear-gradient(to top, rgba(0, 0, 0, 0.82), rgba(0, 0, 0, 0.45) 60%, transparent)',
  }),
  name: css({ display: 'flex', alignItems: 'center', gap: '3', fontSize: '2xl', fontWeight: 'bold' }),
  online: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    px: '2',
    py: '0.5',
    borderRadius: 'pill',
    bg: 'rgba(0,0,0,0.55)',
    fontSize: 'xs',
    fontWeight: 'semibold',
  }),
  dot: css({ w: '2', h: '2', borderRadius: 'full', bg: '#4ADE80' }),
  details: css({ fontSize: 'md' }),
  link: css({
    alignSelf: 'flex-start',
    mt: '1',
    color: 'white',
    fontWeight: 'semibold',
    fontSize: 'sm',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    _focusVisible: { outline: '2px solid white', outlineOffset: '2px', borderRadius: 'sm' },
  }),
}
