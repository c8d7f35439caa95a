/**
 * The gallery dialog (modal `gallery`, spec section 2) over the gallery machine: one photo large with
 * previous / next, its thumbnails, and a 1-to-5-star rating (sent doubled). Visitors, the owner, and
 * blurred or private photos get a hint instead of the stars. A pure view: the container owns the actor.
 */
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { Button, IconButton } from '../../components/ui/button'
import { ChevronIcon } from '../../components/ui/icons'
import { RatingGroup } from '../../components/ui/rating-group'
import type { GalleryActorRef } from '../../machines/gallery/gallery.machine'
import {
  selectCanRate,
  selectCurrentPhoto,
  selectHasFailed,
  selectIndex,
  selectIsEmpty,
  selectIsLoading,
  selectIsRating,
  selectIsVisitor,
  selectJustRated,
  selectOwner,
  selectPhotos,
  selectRatingFailure,
  selectShownStars,
} from '../../machines/gallery/gallery.selectors'
import { ModalDialog } from '../modals/modal-dialog'
import { BlurredPhotoLink, isBlurred, PhotoImage } from './photo-frame'
import { useProfileLabels } from './profile-labels'

export interface GalleryDialogViewProps {
  actorRef: GalleryActorRef
  open: boolean
  onClose: () => void
}

export function GalleryDialogView({ actorRef, open, onClose }: GalleryDialogViewProps) {
  const { t } = useTranslation('profile')
  const owner = useSelector(actorRef, selectOwner)
  const loading = useSelector(actorRef, selectIsLoading)
  const failed = useSelector(actorRef, selectHasFailed)
  const empty = useSelector(actorRef, selectIsEmpty)
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={owner ? t('gallery.title', { name: owner.nickname }) : t('gallery.titleLoading')}
    >
      {loading ? (
        <p role="status" className={styles.muted}>
          {t('gallery.loading')}
        </p>
      ) : failed ? (
        <div className={styles.stack}>
          <p role="alert" className={styles.error}>
            {t('gallery.failed')}
          </p>
          <Button variant="outline" onClick={() => actorRef.send({ type: 'gallery.retry' })}>
            {t('gallery.retry')}
          </Button>
        </div>
      ) : empty ? (
        <p className={styles.muted}>{t('gallery.empty')}</p>
      ) : (
        <GalleryViewer actorRef={actorRef} />
      )}
    </ModalDialog>
  )
}

function GalleryViewer({ actorRef }: { actorRef: GalleryActorRef }) {
  const { t } = useTranslation('profile')
  const labels = useProfileLabels()
  const owner = useSelector(actorRef, selectOwner)
  const photos = useSelector(actorRef, selectPhotos)
  const index = useSelector(actorRef, selectIndex)
  const photo = useSelector(actorRef, selectCurrentPhoto)
  const name = owner?.nickname ?? ''
  const count = photos.length
  const note = labels.stars(photo?.note ?? null)
  if (!photo) return null
  return (
    <div className={styles.stack}>
      <div className={styles.stage}>
        {count > 1 ? (
          <IconButton
            aria-label={t('gallery.previous')}
            variant="outline"
            onClick={() => actorRef.send({ type: 'photo.previous' })}
          >
            <ChevronIcon direction="left" />
          </IconButton>
        ) : null}
        <div className={styles.photo}>
          {isBlurred(photo) ? (
            <BlurredPhotoLink photo={photo} />
          ) : (
            <PhotoImage
              photo={photo}
              alt={t('gallery.alt', { index: index + 1, name })}
              size="normal"
              eager
            />
          )}
        </div>
        {count > 1 ? (
          <IconButton
            aria-label={t('gallery.next')}
            variant="outline"
            onClick={() => actorRef.send({ type: 'photo.next' })}
          >
            <ChevronIcon direction="right" />
          </IconButton>
        ) : null}
      </div>
      <p className={styles.position} aria-live="polite">
        {t('gallery.position', { index: index + 1, count })}
        {note ? (
          <span className={styles.muted}>
            {' · '}
            {t('gallery.average', { note })} ({t('gallery.votes', { count: photo.votes })})
          </span>
        ) : null}
      </p>

      <PhotoRating actorRef={actorRef} />

      {count > 1 ? (
        <ul aria-label={t('gallery.thumbnails')} className={styles.thumbnails}>
          {photos.map((thumb, i) => (
            <li key={thumb.id}>
              <button
                type="button"
                aria-label={t('gallery.thumbnail', { index: i + 1, count })}
                aria-current={i === index ? 'true' : undefined}
                className={cx(styles.thumbnail, i === index && styles.thumbnailCurrent)}
                onClick={() => actorRef.send({ type: 'photo.show', index: i })}
              >
                <PhotoImage photo={thumb} alt="" size="small" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

function PhotoRating({ actorRef }: { actorRef: GalleryActorRef }) {
  const { t } = useTranslation('profile')
  const canRate = useSelector(actorRef, selectCanRate)
  const isVisitor = useSelector(actorRef, selectIsVisitor)
  const photo = useSelector(actorRef, selectCurrentPhoto)
  const owner = useSelector(actorRef, selectOwner)
  const viewerId = useSelector(actorRef, (s) => s.context.viewerId)
  const stars = useSelector(actorRef, selectShownStars)
  const rating = useSelector(actorRef, selectIsRating)
  const justRated = useSelector(actorRef, selectJustRated)
  const failure = useSelector(actorRef, selectRatingFailure)
  if (!canRate) {
    const hint = isVisitor
      ? t('gallery.visitorHint')
      : viewerId === owner?.id
        ? t('gallery.ownHint')
        : isBlurred(photo)
          ? t('gallery.blurredHint')
          : t('gallery.privateHint')
    return <p className={styles.muted}>{hint}</p>
  }
  return (
    <div className={styles.rating}>
      <RatingGroup
        label={t('gallery.yourRating')}
        value={stars}
        readOnly={rating}
        onValueChange={(details) => actorRef.send({ type: 'photo.rate', stars: details.value })}
      />
      <div aria-live="polite" className={styles.ratingStatus}>
        {rating ? <p className={styles.muted}>{t('gallery.rating')}</p> : null}
        {justRated ? <p className={styles.success}>{t('gallery.rated')}</p> : null}
      </div>
      {failure ? (
        <p role="alert" className={styles.error}>
          {failure.code === 'server' ? failure.message : t('gallery.voteFailed')}
        </p>
      ) : null}
    </div>
  )
}

const styles = {
  stack: css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'stretch' }),
  stage: css({ display: 'flex', alignItems: 'center', gap: '2' }),
  photo: css({ flex: '1', minW: '0', borderRadius: 'xl', overflow: 'hidden', maxH: '60vh' }),
  position: css({ fontSize: 'sm', textAlign: 'center' }),
  muted: css({ color: 'fg.muted', fontSize: 'sm' }),
  error: css({ color: 'danger.fg', fontSize: 'sm', fontWeight: 'medium' }),
  success: css({ color: 'success.fg', fontSize: 'sm', fontWeight: 'medium' }),
  rating: css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '1' }),
  ratingStatus: css({ minH: '5' }),
  thumbnails: css({ display: 'flex', gap: '2', overflowX: 'auto', py: '1', px: '1' }),
  thumbnail: css({
    display: 'block',
    w: '14',
    flexShrink: '0',
    p: '0',
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: 'lg',
    overflow: 'hidden',
    cursor: 'pointer',
    bg: 'transparent',
    opacity: 0.7,
    _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
  }),
  thumbnailCurrent: css({ borderColor: 'primary.solid', opacity: 1 }),
}
