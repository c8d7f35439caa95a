/**
 * "Mes photos" over the photo manager (spec section 2): the grid (2, 3 or 4 columns by width), each
 * photo with its menu, the 'Ajouter une photo' tile, the loading, empty and failure states, and the
 * deletion's confirmation. A pure view: the page container owns the actor and the dialogs.
 */
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import type { ActorRefFrom } from 'xstate'
import type { Photo } from '../../api/models/photo'
import { Button, IconButton } from '../../components/ui/button'
import { CloseIcon } from '../../components/ui/icons'
import type { photoManagerMachine } from '../../machines/photo-manager/photo-manager.machine'
import {
  selectBusyPhotoId,
  selectError,
  selectIsBusy,
  selectIsEmpty,
  selectIsLoading,
  selectLoadFailed,
  selectPhotos,
} from '../../machines/photo-manager/photo-manager.selectors'
import { PageTitle } from '../layout/page-title'
import { DeletePhotoDialog } from './delete-photo-dialog'
import { type PhotoAction, PhotoTile } from './photo-tile'
import { alertBox, statusText } from './photos-styles'

export interface PhotosPageViewProps {
  actorRef: ActorRefFrom<typeof photoManagerMachine>
  /** Opens the upload dialog (modal `uploadPhoto`). */
  onAdd: () => void
  /** Opens the editor (modal `editPhoto`). */
  onEdit: (photo: Photo) => void
}

export function PhotosPageView({ actorRef, onAdd, onEdit }: PhotosPageViewProps) {
  const { t } = useTranslation('photos')
  const { t: tc } = useTranslation()
  const loading = useSelector(actorRef, selectIsLoading)
  const loadFailed = useSelector(actorRef, selectLoadFailed)
  const photos = useSelector(actorRef, selectPhotos)
  const empty = useSelector(actorRef, selectIsEmpty)
  const error = useSelector(actorRef, selectError)
  const busy = useSelector(actorRef, selectIsBusy)
  const busyPhotoId = useSelector(actorRef, selectBusyPhotoId)

  const act = (action: PhotoAction, photo: Photo) => {
    if (action === 'edit') onEdit(photo)
    else if (action === 'setMain') actorRef.send({ type: 'photo.setMain', photoId: photo.id })
    else actorRef.send({ type: 'photo.delete', photoId: photo.id })
  }

  return (
    <section className={page}>
      <PageTitle>{tc('routes.photos')}</PageTitle>
      <p className={statusText}>{t('page.intro')}</p>

      {/* Failures of a change are announced as they happen. */}
      <div aria-live="assertive">
        {error ? (
          <div role="alert" className={alertBox}>
            <span className={css({ flex: '1' })}>{t(`errors.${error}`)}</span>
            <IconButton
              aria-label={t('page.dismiss')}
              size="sm"
              onClick={() => actorRef.send({ type: 'error.dismiss' })}
            >
              <CloseIcon width={16} height={16} />
            </IconButton>
          </div>
        ) : null}
      </div>

      {loading ? (
        <p role="status" className={statusText}>
          {tc('status.loading')}
        </p>
      ) : null}

      {loadFailed ? (
        <div role="alert" className={alertBox}>
          <span className={css({ flex: '1' })}>{t('page.loadFailed')}</span>
          <Button size="sm" variant="outline" onClick={() => actorRef.send({ type: 'photos.retry' })}>
            {tc('session.retry')}
          </Button>
        </div>
      ) : null}

      {!loading && !loadFailed ? (
        <>
          {empty ? (
            <div className={emptyBox}>
              <p className={css({ fontWeight: 'semibold' })}>{t('page.emptyTitle')}</p>
              <p className={statusText}>{t('page.emptyText')}</p>
            </div>
          ) : null}
          <ul aria-label={t('page.gridLabel')} aria-busy={busy || undefined} className={grid}>
            {/* First, so adding a photo is on the first screen however many there are. */}
            <li className={addTile}>
              <button type="button" onClick={onAdd} className={addButton}>
                <span aria-hidden="true" className={plus}>
                  +
                </span>
                {t('add')}
              </button>
            </li>
            {photos.map((photo, index) => (
              <PhotoTile
                key={photo.id}
                photo={photo}
                number={index + 1}
                busy={busyPhotoId === photo.id}
                locked={busy}
                onAction={act}
              />
            ))}
          </ul>
        </>
      ) : null}

      <DeletePhotoDialog actorRef={actorRef} />
    </section>
  )
}

const page = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const grid = css({
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
})
const emptyBox = css({ textAlign: 'center', py: '4' })
const addTile = css({ aspectRatio: 'square' })
const addButton = css({
  w: 'full',
  h: 'full',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  borderRadius: 'xl',
  border: '2px dashed',
  borderColor: 'border.default',
  bg: 'transparent',
  color: 'primary.fg',
  fontWeight: 'semibold',
  cursor: 'pointer',
  _hover: { bg: 'primary.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
})
const plus = css({ fontSize: '3xl', lineHeight: '1' })
