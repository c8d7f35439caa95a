/**
 * 'Membres en ligne' (spec sections 2 and 9): a looping row of online members, each a link to their
 * profile with nickname, age ('ans') and location. A pure view over an online-members actor: the
 * machine owns the timing (a slide every 3 s, 1000 ms long, paused on hover, keyboard focus or the
 * pause button) and the position; this view moves the track there, animating only while sliding.
 *
 * Reused by the partner widget, so it imports neither wouter nor the app: links are plain anchors
 * unless `renderLink` says otherwise (the app passes its router's Link), and `profileHref` may point
 * to another origin. Its height is fixed in every state, so nothing below it moves when it loads.
 *
 * The track holds the members three times (the middle copy is the real one; the copies on either
 * side are hidden from assistive technology and out of the tab order) so the loop never shows a gap.
 * Following the carousel pattern of the WAI-ARIA practices: a named region with
 * aria-roledescription, a pause button first, slides as labelled groups, aria-live off while it turns.
 */
import { useSelector } from '@xstate/react'
import { type FocusEvent, memo, type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import type { ActorRefFrom } from 'xstate'
import { Button, IconButton } from '../../components/ui/button'
import { CroppedImage } from '../../components/ui/cropped-image'
import { buildUserSlug } from '../../lib/slug'
import type { onlineMembersMachine } from '../../machines/online-members/online-members.machine'
import { SLIDE_DURATION_MS } from '../../machines/online-members/online-members.machine'
import {
  selectIsAutoRotating,
  selectIsLooping,
  selectIsRotationOn,
  selectIsSliding,
  selectMembers,
  selectPosition,
  selectStatus,
} from '../../machines/online-members/online-members.selectors'
import type { OnlineMember } from '../../machines/online-members/online-members.types'

/**
 * One slide's width plus the gap after it: the track moves by this much per member. Kept in the
 * stylesheet (`--slide-step`), not the inline style, so it stays in the stylesheet's units: the
 * partner widget turns the stylesheet's rem into px, since a partner page's root font size must not
 * resize it (an inline rem would follow the page's root and the row would stop at the wrong member).
 */
const SLIDE_STEP = '9.25rem'
/** Skeleton slides while loading (as many as the widest row shows). */
const PLACEHOLDERS = 7

export interface CarouselLinkProps {
  href: string
  className: string
  tabIndex?: number
  onFocus?: (event: FocusEvent<HTMLAnchorElement>) => void
  children: ReactNode
}

export interface OnlineMembersCarouselProps {
  actorRef: ActorRefFrom<typeof onlineMembersMachine>
  /** The profile's address; /app/users/{slug} by default. */
  profileHref?: (member: OnlineMember) => string
  /** Renders a member's link (the app's router link); a plain anchor by default. */
  renderLink?: (props: CarouselLinkProps) => ReactNode
  className?: string
}

const defaultHref = (member: OnlineMember) => `/app/users/${buildUserSlug(member.nickname, member.id)}`
const defaultLink = ({ children, ...props }: CarouselLinkProps) => <a {...props}>{children}</a>

export function OnlineMembersCarousel({
  actorRef,
  profileHref = defaultHref,
  renderLink = defaultLink,
  className,
}: OnlineMembersCarouselProps) {
  const { t } = useTranslation('search')
  const status = useSelector(actorRef, selectStatus)
  const members = useSelector(actorRef, selectMembers)
  const looping = useSelector(actorRef, selectIsLooping)
  const position = useSelector(actorRef, selectPosition)
  const sliding = useSelector(actorRef, selectIsSliding)
  const rotationOn = useSelector(actorRef, selectIsRotationOn)
  const autoRotating = useSelector(actorRef, selectIsAutoRotating)
  const id = useId()
  const titleId = `${id}-title`
  const slidesId = `${id}-slides`

  const onFocusInside = () => actorRef.send({ type: 'focus.enter' })
  const onBlurInside = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null))
      actorRef.send({ type: 'focus.leave' })
  }

  const offset = looping ? position : 0

  return (
    <section
      aria-roledescription={t('carousel.roledescription')}
      aria-labelledby={titleId}
      className={cx(styles.root, className)}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t('carousel.title')}
        </h2>
        {looping ? (
          <div className={styles.controls}>
            <IconButton
              size="sm"
              aria-label={rotationOn ? t('carousel.pause') : t('carousel.play')}
              aria-controls={slidesId}
              onClick={() => actorRef.send({ type: 'rotation.toggle' })}
            >
              {rotationOn ? <PauseIcon /> : <PlayIcon />}
            </IconButton>
            <IconButton
              size="sm"
              aria-label={t('carousel.previous')}
              aria-controls={slidesId}
              onClick={() => actorRef.send({ type: 'slide.previous' })}
            >
              <ChevronIcon direction="left" />
            </IconButton>
            <IconButton
              size="sm"
              aria-label={t('carousel.next')}
              aria-controls={slidesId}
              onClick={() => actorRef.send({ type: 'slide.next' })}
            >
              <ChevronIcon direction="right" />
            </IconButton>
          </div>
        ) : null}
      </div>
      {status === 'loading' ? (
        <div className={styles.viewport}>
          <p role="status" className={styles.srOnly}>
            {t('carousel.loading')}
          </p>
          <div aria-hidden="true" className={styles.track}>
            {Array.from({ length: PLACEHOLDERS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <div key={i} className={cx(styles.slide, styles.placeholder)} />
            ))}
          </div>
        </div>
      ) : null}
      {status === 'failed' ? (
        <div className={styles.message}>
          <p>{t('carousel.failed')}</p>
          <Button size="sm" variant="outline" onClick={() => actorRef.send({ type: 'members.retry' })}>
            {t('carousel.retry')}
          </Button>
        </div>
      ) : null}
      {status === 'empty' ? (
        <div className={styles.message}>
          <p>{t('carousel.empty')}</p>
        </div>
      ) : null}
      {status === 'ready' ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: it only listens for hover and focus to pause the rotation; the links inside are the controls
        <div
          id={slidesId}
          className={styles.viewport}
          aria-live={autoRotating ? 'off' : 'polite'}
          // Slides, not news: an open dialog makes them inert with the page (use-inert-outside.ts).
          data-slides=""
          onPointerEnter={() => actorRef.send({ type: 'pointer.enter' })}
          onPointerLeave={() => actorRef.send({ type: 'pointer.leave' })}
          onFocus={onFocusInside}
          onBlur={onBlurInside}
        >
          <div
            className={cx(styles.track, sliding && styles.animated)}
            style={{
              ['--slide-offset' as string]: String(-offset),
              ['--slide-duration' as string]: `${SLIDE_DURATION_MS}ms`,
            }}
          >
            <Slides
              members={members}
              looping={looping}
              actorRef={actorRef}
              profileHref={profileHref}
              renderLink={renderLink}
            />
          </div>
        </div>
      ) : null}
    </section>
  )
}

interface SlidesProps {
  members: readonly OnlineMember[]
  looping: boolean
  actorRef: OnlineMembersCarouselProps['actorRef']
  profileHref: (member: OnlineMember) => string
  renderLink: (props: CarouselLinkProps) => ReactNode
}

/**
 * The slides, memoized: every turn changes the position twice (sliding, then at rest), and only the
 * track's offset and transition change then. Re-rendering 72 slides each time kept a phone's main
 * thread busy every 3 seconds (long tasks Lighthouse counted as blocking time).
 */
const Slides = memo(function Slides({ members, looping, actorRef, profileHref, renderLink }: SlidesProps) {
  const { t } = useTranslation('search')
  // Without the loop there is one copy at rest; with it, three (see the file's comment).
  const copies = looping ? [0, 1, 2] : [1]
  return copies.flatMap((copy) =>
    members.map((member, index) => {
      const real = copy === 1
      return (
        // biome-ignore lint/a11y/useSemanticElements: a slide is a group (WAI-ARIA carousel pattern), not a form's fieldset
        <div
          key={`${copy}-${member.id}`}
          role="group"
          aria-roledescription={t('carousel.slideRoledescription')}
          aria-label={t('carousel.slideLabel', { index: index + 1, count: members.length })}
          aria-hidden={real ? undefined : true}
          className={styles.slide}
        >
          {renderLink({
            href: profileHref(member),
            className: styles.link,
            tabIndex: real ? undefined : -1,
            onFocus: real
              ? (event) => {
                  // Only keyboard focus moves the row: a click's focus would move the
                  // link away from under the pointer before the click lands.
                  if (event.currentTarget.matches(':focus-visible'))
                    actorRef.send({ type: 'slide.show', index })
                }
              : undefined,
            children: <MemberSlide member={member} />,
          })}
        </div>
      )
    }),
  )
})

function MemberSlide({ member }: { member: OnlineMember }) {
  const { t } = useTranslation('search')
  return (
    <>
      <span className={styles.photoBox}>
        {member.avatarUrl ? (
          <CroppedImage
            src={member.avatarUrl}
            crop={member.avatarCrop?.crop}
            cropSource={member.avatarCrop?.source}
            alt=""
            loading="lazy"
            decoding="async"
            className={cx(styles.photo, member.blurred && styles.blurred)}
          />
        ) : (
          <span aria-hidden="true" className={styles.initial}>
            {member.nickname.slice(0, 1).toUpperCase() || '?'}
          </span>
        )}
        <span aria-hidden="true" className={styles.dot} />
      </span>
      <span className={styles.nickname}>{member.nickname}</span>
      {member.age !== null ? (
        <span className={styles.meta}>{t('carousel.age', { age: member.age })}</span>
      ) : null}
      {member.location ? <span className={styles.meta}>{member.location}</span> : null}
    </>
  )
}

function PauseIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18" fill="currentColor">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  )
}

function PlayIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18" fill="currentColor">
      <path d="M7 5v14l12-7z" />
    </svg>
  )
}

function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </svg>
  )
}

const styles = {
  // Fixed height in every state (loading, failed, empty, members): no layout shift around it.
  root: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    h: '17.5rem',
    py: '3',
    overflow: 'hidden',
  }),
  header: css({ display: 'flex', alignItems: 'center', gap: '3', h: '10', flexShrink: 0 }),
  title: css({ fontSize: 'lg', fontWeight: 'bold' }),
  controls: css({ display: 'flex', gap: '1', ml: 'auto' }),
  viewport: css({ position: 'relative', overflow: 'clip', flex: '1', py: '1' }),
  track: css({
    '--slide-step': SLIDE_STEP,
    transform: 'translate3d(calc(var(--slide-offset) * var(--slide-step)), 0, 0)',
    display: 'flex',
    gap: '0.75rem',
    transitionProperty: 'transform',
    transitionDuration: '0ms',
    transitionTimingFunction: 'ease-in-out',
    willChange: 'transform',
  }),
  // Only while sliding; with reduced motion the position still changes (next, previous), at once.
  animated: css({
    transitionDuration: 'var(--slide-duration)',
    _motionReduce: { transitionDuration: '0ms' },
  }),
  slide: css({ flex: '0 0 8.5rem', w: '8.5rem', minW: 0 }),
  placeholder: css({ h: '12.5rem', borderRadius: 'xl', bg: 'bg.muted' }),
  link: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '0.5',
    color: 'fg.default',
    textDecoration: 'none',
    borderRadius: 'xl',
    outline: 'none',
    _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '-3px' },
    _hover: { '& > span:nth-of-type(2)': { textDecoration: 'underline' } },
  }),
  photoBox: css({
    position: 'relative',
    display: 'block',
    w: '8.5rem',
    h: '8.5rem',
    mb: '1',
    borderRadius: 'xl',
    overflow: 'hidden',
    bg: 'bg.muted',
  }),
  photo: css({ display: 'block', w: 'full', h: 'full', objectFit: 'cover' }),
  blurred: css({ filter: 'blur(12px)', transform: 'scale(1.1)' }),
  initial: css({
    display: 'grid',
    placeItems: 'center',
    w: 'full',
    h: 'full',
    fontSize: '3xl',
    fontWeight: 'bold',
    color: 'fg.muted',
  }),
  dot: css({
    position: 'absolute',
    top: '2',
    right: '2',
    w: '3',
    h: '3',
    borderRadius: 'full',
    bg: '#22C55E',
    borderWidth: '2px',
    borderColor: 'bg.surface',
  }),
  nickname: css({ fontSize: 'sm', fontWeight: 'semibold', truncate: true, px: '1' }),
  meta: css({ fontSize: 'xs', color: 'fg.muted', truncate: true, px: '1' }),
  message: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    justifyContent: 'center',
    gap: '3',
    flex: '1',
    color: 'fg.muted',
  }),
  srOnly: css({ srOnly: true }),
}
