/**
 * /app/albums ('Albums photos' in the footer): members' photo albums, newest members first, paged;
 * each opens in the gallery dialog (modal `gallery`).
 */
import { useActorRef } from '@xstate/react'
import { lazy, Suspense } from 'react'
import { albumsMachine } from '../../machines/albums/albums.machine'
import { useIsModalOpen } from '../modals/modal-router-context'
import { useLatch } from '../profile/use-latch'
import { AlbumsView } from './albums-view'
import { useOpenGallery } from './open-gallery'

const GalleryDialog = lazy(() =>
  import('../profile/gallery-dialog').then((m) => ({ default: m.GalleryDialog })),
)

export default function AlbumsPage() {
  const actorRef = useActorRef(albumsMachine, { input: {} })
  const openGallery = useOpenGallery()
  const galleryLoaded = useLatch(useIsModalOpen('gallery'))
  return (
    <>
      <AlbumsView actorRef={actorRef} onOpenGallery={openGallery} />
      <Suspense fallback={null}>{galleryLoaded ? <GalleryDialog /> : null}</Suspense>
    </>
  )
}
