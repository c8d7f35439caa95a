/**
 * /app/albums ('Albums photos' in the footer): members' photo albums, newest members first, paged;
 * each opens in the gallery dialog (modal `gallery`). The page lives in the URL (`?page=2`).
 */
import { useActorRef } from '@xstate/react'
import { Suspense, useEffect } from 'react'
import { retryableLazy } from '../../lib/retryable-lazy'
import { albumsMachine } from '../../machines/albums/albums.machine'
import { OnDemandBoundary } from '../layout/on-demand-boundary'
import { useListQuery } from '../layout/use-list-query'
import { useIsModalOpen, useModalRouter } from '../modals/modal-router-context'
import { useLatch } from '../profile/use-latch'
import { AlbumsView } from './albums-view'
import { useOpenGallery } from './open-gallery'

const GalleryDialog = retryableLazy(() =>
  import('../profile/gallery-dialog').then((m) => ({ default: m.GalleryDialog })),
)

export default function AlbumsPage() {
  const query = useListQuery()
  const { page } = query
  const actorRef = useActorRef(albumsMachine, { input: { page } })
  useEffect(() => {
    if (actorRef.getSnapshot().context.page !== page) actorRef.send({ type: 'page.goto', page })
  }, [actorRef, page])
  const openGallery = useOpenGallery()
  const modals = useModalRouter()
  const galleryOpen = useIsModalOpen('gallery')
  const galleryLoaded = useLatch(galleryOpen)
  return (
    <>
      <AlbumsView actorRef={actorRef} onOpenGallery={openGallery} onGo={(next) => query.go({ page: next })} />
      <OnDemandBoundary open={galleryOpen} onDismiss={() => modals.close('gallery')}>
        <Suspense fallback={null}>{galleryLoaded ? <GalleryDialog /> : null}</Suspense>
      </OnDemandBoundary>
    </>
  )
}
