/**
 * The profile card of spec section 3 as lists show it: photo, nickname, age, location, online dot and
 * average note. The nickname links to the profile, and the link covers the whole card; actions given
 * in `actions` sit above it and stay clickable.
 */
import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { Link } from 'wouter'
import { StarIcon } from '../../components/ui/icons'
import { formatDecimal } from '../../lib/number-format'
import { type MemberDisplay, noteOutOfFive, profileHref } from './member-display'
import { MemberPhoto } from './member-photo'

export interface MemberCardProps {
  member: MemberDisplay
  /** A line under the location (the date of a visit, "Retiré de vos favoris"). */
  caption?: ReactNode
  /** Buttons and links of the card (write, remove from favorites). */
  actions?: ReactNode
  eager?: boolean
  /** Dimmed (a favorite just removed). */
  muted?: boolean
  headingLevel?: 'h2' | 'h3'
  /**
   * The id of what tells this card from another of the same member on the page (the wall's bucket
   * heading): added to the card's name, which must be unique among the page's articles.
   */
  contextId?: string
}

export function MemberCard({
  member,
  caption,
  actions,
  eager,
  muted = false,
  headingLevel: Heading = 'h3',
  contextId,
}: MemberCardProps) {
  // The card is named from the member's data (nickname, age, location), not the nickname alone:
  // two members may share a nickname, and a screen reader's list of articles should tell them apart.
  const id = useId()
  const nameId = `${id}-name`
  const detailsId = `${id}-details`
  const { t, i18n } = useTranslation('social')
  const details = [member.age !== null ? t('card.age', { age: member.age }) : '', member.location]
    .filter(Boolean)
    .join(' · ')
  const note =
    member.averageNote !== null ? formatDecimal(i18n.language, noteOutOfFive(member.averageNote)) : null
  return (
    <article
      className={cx(styles.card, muted && styles.muted)}
      data-member-id={member.id}
      aria-labelledby={[nameId, details ? detailsId : null, contextId].filter(Boolean).join(' ')}
    >
      <div className={styles.photoBox}>
        <MemberPhoto nickname={member.nickname} photo={member.photo} eager={eager} decorative />
        {member.isOnline ? (
          <span className={styles.online}>
            <span className={styles.dot} aria-hidden="true" />
            {t('card.online')}
          </span>
        ) : null}
      </div>
      <div className={styles.body}>
        <Heading id={nameId} className={styles.name}>
          <Link href={profileHref(member)} className={styles.link}>
            {member.nickname}
          </Link>
        </Heading>
        {details ? (
          <p id={detailsId} className={styles.details}>
            {details}
          </p>
        ) : null}
        {note !== null ? (
          <p className={styles.note}>
            <StarIcon className={styles.star} />
            <span aria-hidden="true">{note}</span>
            <span className={css({ srOnly: true })}>{t('card.note', { note })}</span>
          </p>
        ) : null}
        {caption ? <p className={styles.caption}>{caption}</p> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </article>
  )
}

/** A responsive grid of cards, as a list. */
export function MemberGrid({
  children,
  label,
  busy,
}: {
  children: ReactNode
  label?: string
  busy?: boolean
}) {
  return (
    <ul className={styles.grid} aria-label={label} aria-busy={busy || undefined}>
      {children}
    </ul>
  )
}

export function MemberGridItem({ children }: { children: ReactNode }) {
  return <li className={styles.item}>{children}</li>
}

const styles = {
  grid: css({
    display: 'grid',
    gridTemplateColumns: {
      base: 'repeat(2, minmax(0, 1fr))',
      md: 'repeat(3, minmax(0, 1fr))',
      lg: 'repeat(4, minmax(0, 1fr))',
    },
    gap: { base: '3', md: '4' },
    listStyle: 'none',
    p: '0',
    m: '0',
    transition: 'opacity 0.2s',
    '&[aria-busy=true]': { opacity: 0.6 },
  }),
  item: css({ display: 'flex', minW: '0' }),
  card: css({
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    w: 'full',
    bg: 'bg.surface',
    borderRadius: '2xl',
    boxShadow: 'card',
    overflow: 'hidden',
    transition: 'box-shadow 0.15s, transform 0.15s',
    _hover: { boxShadow: 'overlay' },
    '&:has(a:focus-visible)': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  }),
  muted: css({ opacity: 0.65 }),
  photoBox: css({ position: 'relative' }),
  online: css({
    position: 'absolute',
    left: '2',
    bottom: '2',
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    px: '2',
    py: '0.5',
    borderRadius: 'pill',
    bg: 'bg.surface',
    color: 'success.fg',
    fontSize: 'xs',
    fontWeight: 'semibold',
  }),
  dot: css({ w: '2', h: '2', borderRadius: 'full', bg: 'success.fg' }),
  body: css({ display: 'flex', flexDirection: 'column', gap: '1', p: '3', flex: '1', minW: '0' }),
  name: css({ fontSize: 'md', fontWeight: 'bold', lineHeight: '1.3', truncate: true }),
  // The link's box covers the card, so the whole card opens the profile.
  link: css({
    color: 'fg.default',
    textDecoration: 'none',
    outline: 'none',
    _after: { content: '""', position: 'absolute', inset: '0', zIndex: '0' },
    _hover: { textDecoration: 'underline' },
  }),
  details: css({ fontSize: 'sm', color: 'fg.muted', truncate: true }),
  note: css({ display: 'flex', alignItems: 'center', gap: '1', fontSize: 'sm', color: 'fg.muted' }),
  star: css({ w: '4', h: '4', color: 'warning.star' }),
  caption: css({ fontSize: 'xs', color: 'fg.muted' }),
  actions: css({
    position: 'relative',
    zIndex: '1',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '2',
    mt: 'auto',
    pt: '2',
  }),
}
