/**
 * /app/chat/{chatSlug} (spec section 2): the conversation with the member the slug names. A thin
 * container: it reads the session, runs the conversation and album-sharing actors (one pair per
 * member and contact), feeds them from the socket, opens the selectPhoto and shareGallery dialogs
 * through the modal router (loaded the first time they open), hands navigation to the panel, and
 * gives it the chatRight ad for its side column.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { useLocation, useParams } from 'wouter'
import { EmptyState } from '../../components/ui/list-states'
import { parseSlugId } from '../../lib/slug'
import { albumSharingMachine } from '../../machines/album-sharing/album-sharing.machine'
import { conversationMachine } from '../../machines/conversation/conversation.machine'
import { selectContact } from '../../machines/conversation/conversation.selectors'
import { selectCurrentUser, selectUserId } from '../../machines/session/session.selectors'
import { Ad } from '../ads/ad'
import { PageTitle } from '../layout/page-title'
import { useIsModalOpen, useModalRouter } from '../modals/modal-router-context'
import { useRealtime } from '../realtime/realtime-context'
import { SessionContext } from '../session/session-context'
import { ConversationPanel } from './conversation-panel'
import { useConversationRealtime } from './use-chat-realtime'

const SelectPhotoDialog = lazy(() =>
  import('./select-photo-dialog').then((m) => ({ default: m.SelectPhotoDialog })),
)
const ShareGalleryModal = lazy(() =>
  import('../album-sharing/share-gallery-modal').then((m) => ({ default: m.ShareGalleryModal })),
)

/** The nickname part of a slug, shown until the conversation says the real one. */
const nicknameOfSlug = (slug: string) => slug.slice(0, Math.max(0, slug.lastIndexOf('-')))

/** True from the first time `open` is true: a lazy dialog stays mounted to animate out. */
function useOnceOpened(open: boolean): boolean {
  const opened = useRef(false)
  if (open) opened.current = true
  return opened.current
}

export default function ConversationPage() {
  const { t } = useTranslation()
  const { chatSlug = '' } = useParams<{ chatSlug: string }>()
  const contactId = parseSlugId(chatSlug)
  const memberId = SessionContext.useSelector(selectUserId)
  return (
    <section className={css({ maxW: '6xl', mx: 'auto', py: '4', w: 'full' })}>
      <PageTitle>{t('routes.conversation')}</PageTitle>
      {contactId && memberId ? (
        <ConversationContainer
          key={`${memberId}:${contactId}`}
          memberId={memberId}
          contactId={contactId}
          slugNickname={nicknameOfSlug(chatSlug)}
        />
      ) : (
        <EmptyState title={t('status.notFoundTitle')} hint={t('status.notFoundText')} />
      )}
    </section>
  )
}

function ConversationContainer({
  memberId,
  contactId,
  slugNickname,
}: {
  memberId: string
  contactId: string
  slugNickname: string
}) {
  const [, navigate] = useLocation()
  const session = SessionContext.useActorRef()
  const user = SessionContext.useSelector(selectCurrentUser)
  const isPremium = user?.isPremium ?? false
  const conversation = useActorRef(conversationMachine, { input: { memberId, contactId, isPremium } })
  const album = useActorRef(albumSharingMachine, { input: { contactId } })
  const realtime = useRealtime()
  useConversationRealtime(conversation, album, realtime?.socket ?? null)
  // The contact's messages show in this history: they raise no toast and no unread count.
  const notifications = realtime?.notifications
  useEffect(() => {
    if (!notifications) return
    notifications.send({ type: 'chat.opened', memberId: contactId })
    return () => notifications.send({ type: 'chat.closed', memberId: contactId })
  }, [notifications, contactId])
  const modals = useModalRouter()
  const photoOpen = useIsModalOpen('selectPhoto')
  const photoLoaded = useOnceOpened(photoOpen)
  const shareLoaded = useOnceOpened(useIsModalOpen('shareGallery'))

  // The owner answered from here: read the conversation again to show the answer.
  useEffect(() => {
    const subscription = album.on('album.answered', () => conversation.send({ type: 'conversation.resync' }))
    return () => subscription.unsubscribe()
  }, [album, conversation])
  // A request sent from here shows in the history too.
  useEffect(() => {
    const subscription = album.on('album.requested', () => conversation.send({ type: 'conversation.resync' }))
    return () => subscription.unsubscribe()
  }, [album, conversation])

  const nickname = useSelector(conversation, selectContact)?.nickname || slugNickname
  return (
    <>
      <ConversationPanel
        actorRef={conversation}
        albumActorRef={album}
        contactNickname={nickname}
        isPremium={isPremium}
        isFavorite={user?.favoriteIds.includes(contactId) ?? false}
        onNavigate={navigate}
        // The member's favorites list lives in the session: read it again once a change went through.
        onFavoriteChange={() => session.send({ type: 'session.refresh' })}
        onPickPhoto={() => modals.open('selectPhoto')}
        onShareAlbum={() => modals.open('shareGallery', { modalId: contactId })}
        sideAd={<Ad placement="chatRight" />}
      />
      <Suspense fallback={null}>
        {photoLoaded ? (
          <SelectPhotoDialog
            open={photoOpen}
            onClose={() => modals.close('selectPhoto')}
            actorRef={conversation}
            contactNickname={nickname}
            onNavigate={navigate}
          />
        ) : null}
        {shareLoaded ? (
          <ShareGalleryModal contact={{ id: contactId, nickname, actorRef: album }} onNavigate={navigate} />
        ) : null}
      </Suspense>
    </>
  )
}
