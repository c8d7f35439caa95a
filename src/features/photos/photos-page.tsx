/**
 * /app/account/photos ("Mes photos"): owns the photo manager, opens the upload dialog (modal
 * `uploadPhoto`) and the editor (modal `editPhoto`, modalId = the photo's id), both loaded lazily
 * when first opened (the editor brings cropperjs), and shows the account placement's ad.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { Suspense, useEffect, useMemo } from 'react'
import { css } from 'styled-system/css'
import { retryableLazy } from '../../lib/retryable-lazy'
import type { EditablePhoto } from '../../machines/photo-editor/photo-editor.types'
import { photoManagerMachine } from '../../machines/photo-manager/photo-manager.machine'
import { selectIsLoading, selectPhotos } from '../../machines/photo-manager/photo-manager.selectors'
import { Ad } from '../ads/ad'
import { OnDemandBoundary } from '../layout/on-demand-boundary'
import { useIsModalOpen, useModalParams, useModalRouter } from '../modals/modal-router-context'
import { SessionContext } from '../session/session-context'
import { PhotosPageView } from './photos-page-view'

const UploadPhotoDialog = retryableLazy(() => import('./upload-photo-dialog'))
const EditPhotoDialog = retryableLazy(() => import('./edit-photo-dialog'))

export default function PhotosPage() {
  const actorRef = useActorRef(photoManagerMachine)
  const session = SessionContext.useActorRef()
  const modals = useModalRouter()
  const uploadOpen = useIsModalOpen('uploadPhoto')
  const editParams = useModalParams('editPhoto')
  const photos = useSelector(actorRef, selectPhotos)
  const loading = useSelector(actorRef, selectIsLoading)

  // A new main photo is the member's new avatar.
  useEffect(() => {
    const subscription = actorRef.on('mainPhotoChanged', () => session.send({ type: 'session.refresh' }))
    return () => subscription.unsubscribe()
  }, [actorRef, session])

  const editedId = editParams?.modalId ?? null
  const edited = useMemo<EditablePhoto | null>(() => {
    const photo = photos.find((p) => p.id === editedId)
    return photo
      ? { id: photo.id, num: photo.num, url: photo.normal, isPrivate: photo.visibility === 'private' }
      : null
  }, [photos, editedId])

  // A link to the editor of a photo that is not (or no longer) there closes itself.
  useEffect(() => {
    if (editedId !== null && !loading && edited === null) modals.complete('editPhoto')
  }, [editedId, loading, edited, modals])

  const changed = () => actorRef.send({ type: 'photos.changed' })

  return (
    <>
      <PhotosPageView
        actorRef={actorRef}
        onAdd={() => modals.open('uploadPhoto')}
        onEdit={(photo) => modals.open('editPhoto', { modalId: photo.id })}
      />
      <OnDemandBoundary open={uploadOpen || edited !== null} onDismiss={() => modals.close()}>
        <Suspense fallback={null}>
          {uploadOpen ? (
            <UploadPhotoDialog
              open
              onClose={() => modals.close('uploadPhoto')}
              onUploaded={() => {
                changed()
                modals.complete('uploadPhoto')
              }}
            />
          ) : null}
          {edited ? (
            <EditPhotoDialog
              key={edited.id}
              photo={edited}
              open
              onClose={() => modals.close('editPhoto')}
              onSaved={() => {
                changed()
                modals.complete('editPhoto')
              }}
            />
          ) : null}
        </Suspense>
      </OnDemandBoundary>
      <Ad placement="account" className={css({ mt: '8' })} />
    </>
  )
}
