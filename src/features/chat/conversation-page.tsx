/**
 * /app/chat/{chatSlug} (spec section 2): the conversation with the member the slug names. A thin
 * container: it reads the session, runs the conversation and album-sharing actors (one pair per
 * member and contact), feeds them from the socket, opens the selectPhoto and shareGallery dialogs
 * through the modal router (loaded the first time they open), hands navigation to the panel, and
 * gives it the chatRight ad for its side column.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { Suspense, useEffect, useLayoutEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { useLocation, useParams } from 'wouter'
import { EmptyState } from '../../components/ui/list-states'
import { useMediaQuery } from '../../components/ui/use-media-query'
import { clearOpenConversation, markConversationRead, setOpenConversation } from '../../lib/open-conversation'
import { retryableLazy } from '../../lib/retryable-lazy'
import { parseSlugId } from '../../lib/slug'
import { albumSharingMachine } from '../../machines/album-sharing/album-sharing.machine'
import { conversationMachine } from '../../machines/conversation/conversation.machine'
import { selectContact } from '../../machines/conversation/conversation.selectors'
import { selectCurrentUser, selectUserId } from '../../machines/session/session.selectors'
import { setChatSheetOpen, useShell } from '../../stores/shell'
import { Ad } from '../ads/ad'
import { ErrorBoundary } from '../layout/error-boundary'
import { OnDemandBoundary } from '../layout/on-demand-boundary'
import { PageTitle } from '../layout/page-title'
import { useIsModalOpen, useModalRouter } from '../modals/modal-router-context'
import { SessionContext } from '../session/session-context'
import { nicknameOfSlug } from './chat-links'
import { ConversationRealtime } from './chat-realtime'
import { conversationFrame } from './conversation-frame'
import { ConversationPanel, type ConversationPanelProps } from './conversation-panel'
import { ConversationSide } from './conversation-side'
import { HistoryWhileLoading } from './history-while-loading'
import { SideSheetButton } from './side-sheet-button'

const SelectPhotoDialog = retryableLazy(() =>
  import('./select-photo-dialog').then((m) => ({ default: m.SelectPhotoDialog })),
)
const ShareGalleryModal = retryableLazy(() =>
  import('../album-sharing/share-gallery-modal').then((m) => ({ default: m.ShareGalleryModal })),
)
// Below 1280 px the actions and the album are a sheet, loaded the first time it opens.
const ConversationSideSheet = retryableLazy(() => import('./conversation-side-sheet'))
// From 1024 px the conversations stand beside the open one.
const ChatListColumn = retryableLazy(() => import('./chat-list-column'))
const WIDE = '(min-width: 1024px)'

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
  const wide = useMediaQuery(WIDE)
  return (
    <section className={conversationFrame.screen}>
      {/* The contact's header names the conversation on screen; the h1 is for assistive technologies. */}
      <PageTitle className={css({ srOnly: true })}>{t('routes.conversation')}</PageTitle>
      {wide && memberId ? (
        <ErrorBoundary part="chat list column">
          <Suspense fallback={<div />}>
            <ChatListColumn memberId={memberId} contactId={contactId} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
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
  // The contact's messages show in this history: they raise no toast and no unread count, in any
  // tab. Recorded as the page commits, before the realtime side may even have loaded.
  useLayoutEffect(() => {
    setOpenConversation(contactId)
    return () => clearOpenConversation(contactId)
  }, [contactId])
  const modals = useModalRouter()
  const photoOpen = useIsModalOpen('selectPhoto')
  const photoLoaded = useOnceOpened(photoOpen)
  const shareOpen = useIsModalOpen('shareGallery')
  const shareLoaded = useOnceOpened(shareOpen)

  // Read on the server (its read left, or came back): every tab's unread count reads it too, up to
  // where it is. Told as the read leaves as well: the server reads it even if this tab closes before
  // the answer, and the count must not take a message read there for one it still counts.
  useEffect(() => {
    const read = ({ upTo }: { upTo: number }) => {
      if (upTo > 0) markConversationRead(contactId, upTo)
    }
    const subscriptions = [
      conversation.on('conversation.reading', read),
      conversation.on('conversation.read', read),
    ]
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  }, [conversation, contactId])
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
  const sheetOpen = useShell().chatSheetOpen
  const sheetLoaded = useOnceOpened(sheetOpen)
  // A sheet left open does not follow the member to the next conversation or page.
  useEffect(() => () => setChatSheetOpen(false), [])
  const panel: ConversationPanelProps = {
    actorRef: conversation,
    albumActorRef: album,
    contactNickname: nickname,
    isPremium,
    isFavorite: user?.favoriteIds.includes(contactId) ?? false,
    onNavigate: navigate,
    // The member's favorites list lives in the session: read it again once a change went through.
    onFavoriteChange: () => session.send({ type: 'session.refresh' }),
    onPickPhoto: () => modals.open('selectPhoto'),
    onShareAlbum: () => modals.open('shareGallery', { modalId: contactId }),
  }
  return (
    <>
      <ConversationRealtime conversation={conversation} album={album} />
      <ConversationPanel
        {...panel}
        fillScreen
        side={<ConversationSide {...panel} nickname={nickname} />}
        sideAd={<Ad placement="chatRight" />}
        headerAction={<SideSheetButton nickname={nickname} onClick={() => setChatSheetOpen(true)} />}
        historyWhileLoading={
          <HistoryWhileLoading
            contactId={contactId}
            contactNickname={nickname}
            className={conversationFrame.historyFill}
          />
        }
      />
      <OnDemandBoundary
        open={sheetOpen || photoOpen || shareOpen}
        onDismiss={() => {
          setChatSheetOpen(false)
          if (photoOpen || shareOpen) modals.close()
        }}
      >
        <Suspense fallback={null}>
          {sheetLoaded ? <ConversationSideSheet {...panel} open={sheetOpen} /> : null}
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
      </OnDemandBoundary>
    </>
  )
}
