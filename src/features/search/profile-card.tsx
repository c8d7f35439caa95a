/**
 * A member's card (spec section 3, "Profile card"): photo, nickname, age, location, an online dot and
 * the average note, the whole card a link to /app/users/{slug}. Reused by every list of members.
 */
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { Link } from 'wouter'
import type { ProfileCard } from '../../api/models/profile'
import { StarIcon } from '../../components/ui/icons'
import { formatDecimal } from '../../lib/number-format'
import { buildUserSlug } from '../../lib/slug'
import { CardPhotoImage, cardPhotoStyles } from './card-photo'

/** The profile page of a member (spec section 2: the slug is the lowercase nickname, '-', the id). */
export const profileHref = (member: { nickname: string; id: string }) =>
  `/app/users/${buildUserSlug(member.nickname, member.id)}`

export interface ProfileCardViewProps {
  card: ProfileCard
  /**
   * The first cards of a page load their photo at once and ahead of the page's scripts and other
   * images (they are its largest paint, and found only when the results arrive).
   */
  eager?: boolean
  className?: string
}

export function ProfileCardView({ card, eager = false, className }: ProfileCardViewProps) {
  const { t, i18n } = useTranslation('search')
  // Named from the member's data (nickname, age, location), not the nickname alone: two members may
  // share a nickname, and a screen reader's list of articles should tell them apart.
  const id = useId()
  const nameId = `${id}-name`
  const detailsId = `${id}-details`
  const photo = card.avatar
  const blurred = photo?.visibility === 'blur' || photo?.visibility === 'blur_private'
  const note = card.averageNote === null ? null : formatDecimal(i18n.language, card.averageNote)
  const details = [card.age !== null ? t('card.age', { age: card.age }) : null, card.location || null]
    .filter(Boolean)
    .join(' · ')
  return (
    <article
      className={cx(styles.card, className)}
      aria-labelledby={details ? `${nameId} ${detailsId}` : nameId}
    >
      <div className={cardPhotoStyles.box}>
        {photo?.medium ? (
          <CardPhotoImage photo={photo} eager={eager} className={blurred ? styles.blurred : undefined} />
        ) : (
          <span aria-hidden="true" className={styles.initial}>
            {card.nickname.slice(0, 1).toUpperCase() || '?'}
          </span>
        )}
        {card.isOnline ? (
          <span className={styles.online}>
            <span aria-hidden="true" className={styles.dot} />
            <span className={styles.srOnly}>{t('card.online')}</span>
          </span>
        ) : null}
      </div>
      <div className={styles.body}>
        <h3 id={nameId} className={styles.name}>
          <Link href={profileHref(card)} className={styles.link}>
            {card.nickname}
          </Link>
        </h3>
        {details ? (
          <p id={detailsId} className={styles.details}>
            {details}
          </p>
        ) : null}
        <p className={styles.note}>
          <StarIcon aria-hidden="true" className={styles.star} />
          {note === null ? (
            <span>{t('card.noNote')}</span>
          ) : (
            <>
              <span aria-hidden="true">{note}/10</span>
              <span className={styles.srOnly}>{t('card.note', { note })}</span>
            </>
          )}
        </p>
        {blurred ? <p className={styles.srOnly}>{t('card.blurred')}</p> : null}
        {!photo ? <p className={styles.srOnly}>{t('card.noPhoto')}</p> : null}
      </div>
    </article>
  )
}

const styles = {
  card: css({
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    bg: 'bg.surface',
    borderRadius: '2xl',
    boxShadow: 'card',
    overflow: 'hidden',
    transition: 'transform 0.15s ease',
    _hover: { transform: 'translateY(-2px)' },
    _motionReduce: { transition: 'none', _hover: { transform: 'none' } },
    '&:has(a:focus-visible)': { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  }),
  blurred: css({ filter: 'blur(14px)', transform: 'scale(1.1)' }),
  initial: css({
    display: 'grid',
    placeItems: 'center',
    w: 'full',
    h: 'full',
    fontSize: '4xl',
    fontWeight: 'bold',
    color: 'fg.muted',
  }),
  online: css({ position: 'absolute', top: '2', right: '2' }),
  dot: css({
    display: 'block',
    w: '3.5',
    h: '3.5',
    borderRadius: 'full',
    bg: '#22C55E',
    borderWidth: '2px',
    borderColor: 'bg.surface',
  }),
  body: css({ display: 'flex', flexDirection: 'column', gap: '0.5', px: '3', py: '3', minH: '6rem' }),
  name: css({ fontSize: 'md', fontWeight: 'semibold', lineHeight: '1.3', truncate: true }),
  // The link covers the whole card, so a click anywhere opens the profile.
  link: css({
    color: 'fg.default',
    textDecoration: 'none',
    outline: 'none',
    _after: { content: '""', position: 'absolute', inset: '0' },
    _hover: { textDecoration: 'underline' },
  }),
  details: css({ fontSize: 'sm', color: 'fg.muted', truncate: true }),
  note: css({ display: 'flex', alignItems: 'center', gap: '1', fontSize: 'sm', color: 'fg.muted' }),
  star: css({ w: '4', h: '4', color: 'warning.star', flexShrink: 0 }),
  srOnly: css({ srOnly: true }),
}
