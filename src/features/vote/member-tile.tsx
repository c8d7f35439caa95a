/**
 * A member in the ranking and album grids: their photo (opening their gallery, or the promotion page
 * when blurred), nickname linking to their profile, age and town, and a line of their own (rank,
 * note, photo count).
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import type { ProfileCard } from '../../api/models/profile'
import { Card } from '../../components/ui/card'
import { initials } from '../../components/ui/initials'
import { buildUserSlug } from '../../lib/slug'
import { BlurredPhotoLink, isBlurred, PhotoImage, photoStyles } from '../profile/photo-frame'

export interface MemberTileProps {
  card: ProfileCard
  /** Names the photo button ('Voir les photos de Sophie'). */
  openLabel: string
  onOpen: (card: ProfileCard) => void
  /** Above the photo (the rank). */
  badge?: ReactNode
  /** Under the name (the note, the photo count). */
  footer?: ReactNode
  eager?: boolean
}

export function MemberTile({ card, openLabel, onOpen, badge, footer, eager = false }: MemberTileProps) {
  const { t } = useTranslation('profile')
  const photo = card.avatar
  const details = [card.age !== null ? t('age', { count: card.age }) : null, card.location || null].filter(
    Boolean,
  )
  return (
    <Card className={styles.tile}>
      <div className={styles.photo}>
        {photo && isBlurred(photo) ? (
          <BlurredPhotoLink photo={photo} />
        ) : (
          <button
            type="button"
            className={photoStyles.action}
            aria-label={openLabel}
            onClick={() => onOpen(card)}
          >
            <PhotoImage photo={photo} alt="" size="medium" eager={eager} fallback={initials(card.nickname)} />
          </button>
        )}
        {badge ? <span className={styles.badge}>{badge}</span> : null}
      </div>
      <div className={styles.body}>
        <Link href={`/app/users/${buildUserSlug(card.nickname, card.id)}`} className={styles.name}>
          {card.nickname}
        </Link>
        {details.length > 0 ? <p className={styles.muted}>{details.join(' · ')}</p> : null}
        {footer}
      </div>
    </Card>
  )
}

const styles = {
  tile: css({ position: 'relative' }),
  photo: css({ position: 'relative', '& > a, & > button': { borderRadius: '0', w: 'full' } }),
  badge: css({
    position: 'absolute',
    top: '2',
    left: '2',
    px: '2.5',
    py: '1',
    borderRadius: 'pill',
    bg: 'bg.surface',
    color: 'fg.default',
    fontSize: 'xs',
    fontWeight: 'bold',
    boxShadow: 'card',
    pointerEvents: 'none',
  }),
  body: css({ display: 'flex', flexDirection: 'column', gap: '0.5', p: '3', minW: '0' }),
  name: css({
    fontWeight: 'semibold',
    color: 'fg.default',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    _hover: { textDecoration: 'underline' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  }),
  muted: css({ fontSize: 'sm', color: 'fg.muted' }),
}

export const tileGrid = css({
  display: 'grid',
  gridTemplateColumns: {
    base: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
  gap: '4',
})
