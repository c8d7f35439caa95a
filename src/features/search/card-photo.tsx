/**
 * A member card's photo: its square frame and the picture in it (profile-card.tsx). Also the results'
 * loading state's (results-placeholders.tsx), where the page's first script draws the first result's
 * photo before the app runs (issue 38) and the app then draws the same picture: one module, so the two
 * cannot drift apart, and small, so the loading state (on the page's first route) does not bring the
 * whole card along.
 */
import { css, cx } from 'styled-system/css'
import type { Photo } from '../../api/models/photo'
import { CroppedImage } from '../../components/ui/cropped-image'

export const cardPhotoStyles = {
  box: css({ position: 'relative', aspectRatio: '1', bg: 'bg.muted', overflow: 'hidden' }),
  image: css({ display: 'block', w: 'full', h: 'full', objectFit: 'cover' }),
}

export interface CardPhotoImageProps {
  /** A photo with a `medium` size. */
  photo: Photo
  /**
   * Loaded at once and ahead of the page's scripts and other images (the first cards: the page's
   * largest paint, found only when the results arrive); otherwise lazily.
   */
  eager: boolean
  className?: string | undefined
}

/** The card's picture: the medium size, its saved crop drawn from the normal one. */
export function CardPhotoImage({ photo, eager, className }: CardPhotoImageProps) {
  return (
    <CroppedImage
      src={photo.medium}
      crop={photo.crop}
      cropSource={photo.normal}
      alt=""
      width={300}
      height={300}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      className={cx(cardPhotoStyles.image, className)}
    />
  )
}
