/**
 * A member's photo, square and cropped, or their initials when they have none. Blurred photos
 * (premium-only for free members) are drawn blurred; the alt text names the member either way.
 */
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { CroppedImage } from '../../components/ui/cropped-image'
import { initials } from '../../components/ui/initials'
import type { MemberPhotoSource } from './member-display'

export interface MemberPhotoProps {
  nickname: string
  photo: MemberPhotoSource | null
  className?: string
  /** The first card of a page is worth fetching at once; the others wait until near the screen. */
  eager?: boolean
  /**
   * The page's largest picture (the swipe card's photo): asked for before the other images, as the
   * largest paint waits for it (issue 38).
   */
  priority?: boolean
  /** Decorative when the nickname is written next to it (the alt would repeat it). */
  decorative?: boolean
}

export function MemberPhoto({
  nickname,
  photo,
  className,
  eager = false,
  priority = false,
  decorative = false,
}: MemberPhotoProps) {
  const { t } = useTranslation('social')
  if (!photo) {
    return decorative ? (
      <span className={cx(memberPhotoStyles.fallback, className)} aria-hidden="true">
        {initials(nickname)}
      </span>
    ) : (
      <span
        className={cx(memberPhotoStyles.fallback, className)}
        role="img"
        aria-label={t('card.photoAlt', { nickname })}
      >
        {initials(nickname)}
      </span>
    )
  }
  return (
    <span className={cx(memberPhotoStyles.frame, className)}>
      <CroppedImage
        src={photo.url}
        crop={photo.crop}
        cropSource={photo.cropSource}
        alt={decorative ? '' : t('card.photoAlt', { nickname })}
        loading={eager || priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        draggable={false}
        className={cx(memberPhotoStyles.image, photo.blurred && memberPhotoStyles.blurred)}
      />
    </span>
  )
}

/** The photo's frame and picture: also the swipe deck's loading state's (swipe-deck-placeholder.tsx). */
export const memberPhotoStyles = {
  frame: css({
    position: 'relative',
    display: 'block',
    overflow: 'hidden',
    bg: 'bg.muted',
    aspectRatio: 'square',
  }),
  image: css({ display: 'block', w: 'full', h: 'full', objectFit: 'cover', userSelect: 'none' }),
  blurred: css({ filter: 'blur(14px)', transform: 'scale(1.1)' }),
  fallback: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    aspectRatio: 'square',
    bg: 'primary.subtle',
    color: 'primary.fg',
    fontWeight: 'bold',
    fontSize: 'xl',
  }),
}
