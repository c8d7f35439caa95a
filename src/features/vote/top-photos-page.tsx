/**
 * /app/top-photos ('Classements et votes'): the ranking by gender, paged; a member's photos open in
 * the gallery dialog (modal `gallery`), where they can be rated.
 */
import { useActorRef } from '@xstate/react'
import { lazy, Suspense } from 'react'
import { rankingsMachine } from '../../machines/rankings/rankings.machine'
import { selectCurrentUser } from '../../machines/session/session.selectors'
import { useIsModalOpen } from '../modals/modal-router-context'
import { useLatch } from '../profile/use-latch'
import { SessionContext } from '../session/session-context'
import { useOpenGallery } from './open-gallery'
import { RANKED_SEXES, TopPhotosView } from './top-photos-view'

const GalleryDialog = lazy(() =>
  import('../profile/gallery-dialog').then((m) => ({ default: m.GalleryDialog })),
)

/** The gender the member looks for, else women. */
export function defaultRankingSex(searchFor: string | undefined): string {
  return searchFor && (RANKED_SEXES as readonly string[]).includes(searchFor) ? searchFor : '2'
}

export default function TopPhotosPage() {
  const user = SessionContext.useSelector(selectCurrentUser)
  const actorRef = useActorRef(rankingsMachine, { input: { sex: defaultRankingSex(user?.searchFor) } })
  const openGallery = useOpenGallery()
  const galleryLoaded = useLatch(useIsModalOpen('gallery'))
  return (
    <>
      <TopPhotosView actorRef={actorRef} onOpenGallery={openGallery} />
      <Suspense fallback={null}>{galleryLoaded ? <GalleryDialog /> : null}</Suspense>
    </>
  )
}
