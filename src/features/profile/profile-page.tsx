/**
 * /app/users/{userSlug} (spec sections 2, 3, 6 and 7), open to visitors: the member's profile, its
 * gallery and report dialogs (modals `gallery` and `report`, loaded the first time they open, also
 * from a deep link such as ?modal=report&modalId=42), the favorite toggle and the visit, recorded by
 * the server and sent over the member's socket as `cmd_visit`; for a member, the profile and
 * profileContact ads.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { Suspense, useEffect } from 'react'
import { useLocation, useParams } from 'wouter'
import { largestPhotoOf } from '../../api/largest-photo-handover'
import type { FullProfile } from '../../api/models/profile'
import { retryableLazy } from '../../lib/retryable-lazy'
import { buildUserSlug } from '../../lib/slug'
import { profileMachine } from '../../machines/profile/profile.machine'
import { selectProfile } from '../../machines/profile/profile.selectors'
import { selectCurrentUser, selectHasSession, selectUserId } from '../../machines/session/session.selectors'
import { Ad, useAdsReadAhead } from '../ads/ad'
import { LockedPrivateGallery } from '../album-sharing/locked-private-gallery'
import { FavoriteButton } from '../favorites/favorite-button'
import { OnDemandBoundary } from '../layout/on-demand-boundary'
import { useIsModalOpen, useModalRouter } from '../modals/modal-router-context'
import { useRealtime } from '../realtime/realtime-context'
import { SessionContext } from '../session/session-context'
import { ProfilePageView } from './profile-page-view'
import { useLatch } from './use-latch'

const GalleryDialog = retryableLazy(() =>
  import('./gallery-dialog').then((m) => ({ default: m.GalleryDialog })),
)
const ReportDialog = retryableLazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })))

export default function ProfilePage() {
  const { userSlug = '' } = useParams<{ userSlug: string }>()
  const viewerId = SessionContext.useSelector(selectUserId)
  // A new member, or the visitor signing in, starts a fresh page.
  return <ProfileContainer key={`${userSlug}:${viewerId ?? ''}`} slug={userSlug} viewerId={viewerId} />
}

function ProfileContainer({ slug, viewerId }: { slug: string; viewerId: string | null }) {
  const actorRef = useActorRef(profileMachine, { input: { slug, viewerId } })
  const hasSession = SessionContext.useSelector(selectHasSession)
  const realtime = useRealtime()
  const modals = useModalRouter()
  const galleryOpen = useIsModalOpen('gallery')
  const reportOpen = useIsModalOpen('report')
  const galleryLoaded = useLatch(galleryOpen)
  const reportLoaded = useLatch(reportOpen)
  const profile = useSelector(actorRef, selectProfile)
  const favoriteIds = SessionContext.useSelector(selectCurrentUser)?.favoriteIds
  const [location, navigate] = useLocation()
  const openChat = (member: FullProfile) => navigate(`/app/chat/${buildUserSlug(member.nickname, member.id)}`)

  // Ads are for members: read beside the profile, the one under the actions is there with them.
  useAdsReadAhead(hasSession)

  // The member's socket arrives with the realtime module, maybe after the profile: hand it over.
  useEffect(() => {
    if (realtime) actorRef.send({ type: 'socket.available', socket: realtime.socket })
  }, [realtime, actorRef])

  return (
    <>
      <ProfilePageView
        actorRef={actorRef}
        hasSession={hasSession}
        earlyPhoto={largestPhotoOf(location)}
        onOpenPhoto={(profile, photo) =>
          modals.open('gallery', { modalId: profile.id, modalPhoto: photo.id })
        }
        onReport={(profile) => modals.open('report', { modalId: profile.id })}
        onLogin={() => modals.open('login')}
        renderFavorite={(member) => (
          <FavoriteButton
            memberId={member.id}
            nickname={member.nickname}
            isFavorite={member.isFriend || (favoriteIds?.includes(member.id) ?? false)}
            withLabel
          />
        )}
        renderLockedAlbum={(member) => (
          <LockedPrivateGallery
            owner={{ id: member.id, nickname: member.nickname }}
            photos={member.privateAlbum}
            onRequested={() => openChat(member)}
            onMessageOwner={() => openChat(member)}
          />
        )}
        contactAd={<Ad placement="profileContact" />}
        profileAd={<Ad placement="profile" />}
      />
      <OnDemandBoundary open={galleryOpen || reportOpen} onDismiss={() => modals.close()}>
        <Suspense fallback={null}>
          {galleryLoaded ? <GalleryDialog /> : null}
          {reportLoaded ? <ReportDialog member={profile} /> : null}
        </Suspense>
      </OnDemandBoundary>
    </>
  )
}
