/**
 * The selectPhoto dialog (modal `selectPhoto`, spec sections 2, 8 and 9): the member's own photos
 * in a grid (2 columns on small screens, 3 from the `sm` width); picking one sends it as a photo
 * message (id_extra p_{photoId}). Empty: 'Aucune photo disponible' and how to add some. A pure view:
 * `open` and `onClose` come from the host.
 */
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import type { Photo } from '../../api/models/photo'
import { Chip } from '../../components/ui/chip'
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/list-states'
import type { ConversationActorRef } from '../../machines/conversation/conversation.machine'
import {
  selectOwnPhotos,
  selectPhotoPicker,
  selectPhotosFailure,
} from '../../machines/conversation/conversation.selectors'
import { ModalDialog } from '../modals/modal-dialog'
import { AppLink, type Navigate } from './app-link'
import { PHOTOS_HREF } from './chat-links'
import { chatFailureText } from './failure-text'

export interface SelectPhotoDialogProps {
  open: boolean
  onClose: () => void
  actorRef: ConversationActorRef
  contactNickname: string
  onNavigate?: Navigate | undefined
}

export function SelectPhotoDialog({
  open,
  onClose,
  actorRef,
  contactNickname,
  onNavigate,
}: SelectPhotoDialogProps) {
  const { t } = useTranslation('chat')
  // The photos are read each time the picker opens (from the cache when fresh).
  useEffect(() => {
    if (open) actorRef.send({ type: 'photos.load' })
  }, [open, actorRef])
  const choose = (photo: Photo) => {
    actorRef.send({ type: 'photo.send', photo })
    onClose()
  }
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={t('selectPhoto.title')}
      description={t('selectPhoto.description', { nickname: contactNickname })}
    >
      <PhotoGrid actorRef={actorRef} onChoose={choose} onNavigate={onNavigate} />
    </ModalDialog>
  )
}

function PhotoGrid({
  actorRef,
  onChoose,
  onNavigate,
}: {
  actorRef: ConversationActorRef
  onChoose: (photo: Photo) => void
  onNavigate?: Navigate | undefined
}) {
  const { t } = useTranslation('chat')
  const status = useSelector(actorRef, selectPhotoPicker)
  const photos = useSelector(actorRef, selectOwnPhotos)
  const failure = useSelector(actorRef, selectPhotosFailure)
  if (status === 'failed') {
    return (
      <ErrorState
        message={failure ? chatFailureText(t, failure) : t('errors.generic')}
        onRetry={() => actorRef.send({ type: 'photos.load' })}
      />
    )
  }
  if (status !== 'ready' && photos.length === 0) return <LoadingState />
  if (photos.length === 0) {
    return (
      <EmptyState
        title={t('selectPhoto.empty')}
        hint={t('selectPhoto.emptyHint')}
        action={
          <AppLink href={PHOTOS_HREF} onNavigate={onNavigate} className={styles.link}>
            {t('selectPhoto.addPhotos')}
          </AppLink>
        }
      />
    )
  }
  return (
    <ul className={styles.grid}>
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <button
            type="button"
            className={styles.tile}
            onClick={() => onChoose(photo)}
            // The visible 'Privée' chip is part of the name too (WCAG 2.5.3, label in name: axe and IBM).
            aria-label={[
              t('selectPhoto.choose', { index: index + 1, count: photos.length }),
              photo.visibility === 'private' ? t('selectPhoto.private') : null,
            ]
              .filter(Boolean)
              .join(', ')}
          >
            <img
              src={photo.medium}
              alt=""
              width={180}
              height={180}
              loading="lazy"
              decoding="async"
              className={styles.photo}
            />
            {photo.visibility === 'private' ? (
              <Chip tone="warning" className={styles.chip}>
                {t('selectPhoto.private')}
              </Chip>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  )
}

const styles = {
  grid: css({
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
    gap: '3',
  }),
  tile: css({
    position: 'relative',
    display: 'block',
    w: 'full',
    p: '0',
    borderRadius: 'xl',
    overflow: 'hidden',
    cursor: 'pointer',
    bg: 'bg.subtle',
    _hover: { '& img': { transform: 'scale(1.03)' } },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  }),
  photo: css({
    display: 'block',
    w: 'full',
    h: 'auto',
    aspectRatio: '1',
    objectFit: 'cover',
    transition: 'transform 0.15s',
  }),
  chip: css({ position: 'absolute', top: '2', left: '2' }),
  link: css({ color: 'primary.fg', fontWeight: 'semibold', textDecoration: 'underline' }),
}
