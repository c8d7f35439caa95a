/**
 * /app/top-photos ('Classements et votes'): the ranking by gender, paged; a member's photos open in
 * the gallery dialog (modal `gallery`), where they can be rated. The gender and the page live in the
 * URL (`?sex=1&page=2`), so a reload, a shared link and Back keep them.
 */
import { useActorRef } from '@xstate/react'
import { Suspense, useEffect } from 'react'
import { retryableLazy } from '../../lib/retryable-lazy'
import { rankingsMachine } from '../../machines/rankings/rankings.machine'
import { selectCurrentUser } from '../../machines/session/session.selectors'
import { OnDemandBoundary } from '../layout/on-demand-boundary'
import { useListQuery } from '../layout/use-list-query'
import { useIsModalOpen, useModalRouter } from '../modals/modal-router-context'
import { useLatch } from '../profile/use-latch'
import { SessionContext } from '../session/session-context'
import { useOpenGallery } from './open-gallery'
import { RANKED_SEXES, TopPhotosView } from './top-photos-view'

const GalleryDialog = retryableLazy(() =>
  import('../profile/gallery-dialog').then((m) => ({ default: m.GalleryDialog })),
)

/** The gender the member looks for, else women. */
export function defaultRankingSex(searchFor: string | undefined): string {
  return searchFor && (RANKED_SEXES as readonly string[]).includes(searchFor) ? searchFor : '2'
}

export default function TopPhotosPage() {
  const user = SessionContext.useSelector(selectCurrentUser)
  const query = useListQuery()
  const fallbackSex = defaultRankingSex(user?.searchFor)
  const asked = query.get('sex')
  const sex = asked && (RANKED_SEXES as readonly string[]).includes(asked) ? asked : fallbackSex
  const { page } = query
  const actorRef = useActorRef(rankingsMachine, { input: { sex, page } })
  useEffect(() => {
    const { context } = actorRef.getSnapshot()
    if (context.sex !== sex) actorRef.send({ type: 'sex.change', sex })
    if (context.sex !== sex ? page !== 1 : context.page !== page) actorRef.send({ type: 'page.goto', page })
  }, [actorRef, sex, page])
  const openGallery = useOpenGallery()
  const modals = useModalRouter()
  const galleryOpen = useIsModalOpen('gallery')
  const galleryLoaded = useLatch(galleryOpen)
  return (
    <>
      <TopPhotosView
        actorRef={actorRef}
        onOpenGallery={openGallery}
        onSexChange={(next) => query.go({ sex: next === fallbackSex ? null : next, page: null })}
        onGo={(next) => query.go({ page: next })}
      />
      <OnDemandBoundary open={galleryOpen} onDismiss={() => modals.close('gallery')}>
        <Suspense fallback={null}>{galleryLoaded ? <GalleryDialog /> : null}</Suspense>
      </OnDemandBoundary>
    </>
  )
}
