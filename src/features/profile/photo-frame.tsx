/**
 * One photo as the profile pages show it. Spec section 6: a free member sees some photos blurred, and
 * clicking one leads to the promotion page; a locked photo (private album not shared) shows a lock.
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { Link } from 'wouter'
import type { Photo } from '../../api/models/photo'
import { CroppedImage } from '../../components/ui/cropped-image'
import { LockIcon } from './profile-icons'

/** Where a blurred photo leads (spec section 6): the premium offer. */
export const PROMOTION_PATH = '/app/promotion'

export const isBlurred = (photo: Photo | null | undefined) =>
  photo?.visibility === 'blur' || photo?.visibility === 'blur_private'

export type PhotoSize = 'small' | 'medium' | 'normal'

export interface PhotoFrameProps {
  photo: Photo | null
  alt: string
  size?: PhotoSize
  className?: string
  eager?: boolean
  /** The page's largest picture (a profile's main photo): asked for first (issue 38). */
  priority?: boolean
  /** What is drawn without a photo (initials, an icon). */
  fallback?: ReactNode
}

/** The picture alone: blurred, locked or plain. */
export function PhotoImage({
  photo,
  alt,
  size = 'medium',
  className,
  eager = false,
  priority = false,
  fallback,
}: PhotoFrameProps) {
  if (!photo || photo.visibility === 'locked' || photo[size] === '') {
    return (
      <span className={cx(styles.frame, styles.placeholder, className)} role="img" aria-label={alt}>
        {photo?.visibility === 'locked' ? <LockIcon className={styles.lock} /> : fallback}
      </span>
    )
  }
  return (
    <span className={cx(styles.frame, className)}>
      <CroppedImage
        src={photo[size]}
        // The big size shows the whole photo; small ones show the square its owner chose.
        crop={size === 'normal' ? null : photo.crop}
        cropSource={photo.normal}
        alt={alt}
        loading={eager || priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        draggable={false}
        className={cx(styles.image, isBlurred(photo) && styles.blurred)}
      />
    </span>
  )
}

/**
 * A photo that a blurred state turns into a link to the promotion page; otherwise `children` decides
 * what it does (a button opening the gallery, a link to the profile, or nothing).
 */
export function BlurredPhotoLink({ photo, className }: { photo: Photo; className?: string }) {
  const { t } = useTranslation('profile')
  return (
    <Link href={PROMOTION_PATH} className={cx(styles.action, className)} aria-label={t('photos.blurred')}>
      <PhotoImage photo={photo} alt="" size="medium" />
    </Link>
  )
}

export const photoStyles = {
  /** PhotoImage's frame, and the picture in it: the frame the shell draws a profile's photo into. */
  frame: css({
    position: 'relative',
    display: 'block',
    overflow: 'hidden',
    bg: 'bg.muted',
    aspectRatio: 'square',
    w: 'full',
  }),
  image: css({ display: 'block', w: 'full', h: 'full', objectFit: 'cover', userSelect: 'none' }),
  /** A square tile that is itself a control (button or link). */
  action: css({
    display: 'block',
    // A button sizes to its content, and a cropped picture is out of the flow: the cell decides.
    w: 'full',
    p: '0',
    borderWidth: '0',
    borderRadius: 'xl',
    overflow: 'hidden',
    cursor: 'pointer',
    bg: 'transparent',
    _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  }),
}

const styles = {
  ...photoStyles,
  blurred: css({ filter: 'blur(14px)', transform: 'scale(1.1)' }),
  placeholder: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: 'fg.muted',
    fontWeight: 'bold',
    fontSize: 'xl',
  }),
  lock: css({ w: '8', h: '8' }),
}
