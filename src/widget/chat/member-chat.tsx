/**
 * A signed-in visitor's side of the widget: one socket per session (the app's socket machine), its
 * frames passed on to the conversation and the launcher's count, and the conversation with the member
 * picked in the carousel. The socket starts here, after the visitor signed in: never before.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { cacheTags } from '../../api/cache-tags'
import { defaultApiClient } from '../../api/client'
import { Button } from '../../components/ui/button'
import { PHOTOS_HREF } from '../../features/chat/chat-links'
import { ConversationPanel } from '../../features/chat/conversation-panel'
import { type ChatSocket, useConversationRealtime } from '../../features/chat/use-chat-realtime'
import { SessionContext } from '../../features/session/session-context'
import { getConfig } from '../../lib/config'
import { selectCurrentUser, selectLogin } from '../../machines/session/session.selectors'
import { socketMachine } from '../../machines/socket/socket.machine'
import { selectMemberId, selectMemberName } from '../machine/widget.selectors'
import { useShell, type WidgetShellRef } from '../shell-context'
import { messageSenderId } from './realtime-sender'
import { widgetConversationMachine } from './widget-conversation'

export function MemberChat({ shell }: { shell: WidgetShellRef }) {
  const { t } = useTranslation('widget')
  const session = SessionContext.useActorRef()
  const login = SessionContext.useSelector(selectLogin)
  const memberId = useSelector(shell, selectMemberId)
  const memberName = useSelector(shell, selectMemberName)
  if (!login) return null
  return (
    <Realtime key={login.session_id} sessionId={login.session_id} shell={shell}>
      {(socket) => (
        <div className={styles.member}>
          <div className={styles.bar}>
            <Button variant="plain" size="sm" onClick={() => session.send({ type: 'session.logout' })}>
              {t('panel.logout')}
            </Button>
          </div>
          {memberId ? (
            <div className={styles.conversation}>
              <Conversation
                key={memberId}
                memberId={login.user_id}
                contactId={memberId}
                contactName={memberName ?? ''}
                socket={socket}
              />
            </div>
          ) : (
            <p className={styles.hint}>{t('panel.pickMember')}</p>
          )}
        </div>
      )}
    </Realtime>
  )
}

function Conversation({
  memberId,
  contactId,
  contactName,
  socket,
}: {
  memberId: string
  contactId: string
  contactName: string
  socket: ChatSocket
}) {
  const { siteUrl } = useShell()
  const user = SessionContext.useSelector(selectCurrentUser)
  const isPremium = user?.isPremium ?? false
  const conversation = useActorRef(widgetConversationMachine, { input: { memberId, contactId, isPremium } })
  useConversationRealtime(conversation, null, socket)
  // Links (the contact's profile, a report) open on our site, in a new tab: never in the partner's page.
  const openOnSite = (href: string) => window.open(`${siteUrl}${href}`, '_blank', 'noopener')
  return (
    <ConversationPanel
      actorRef={conversation}
      albumActorRef={null}
      contactNickname={contactName}
      isPremium={isPremium}
      isFavorite={user?.favoriteIds.includes(contactId) ?? false}
      onNavigate={openOnSite}
      onPickPhoto={() => openOnSite(PHOTOS_HREF)}
      layout="compact"
    />
  )
}

function Realtime({
  sessionId,
  shell,
  children,
}: {
  sessionId: string
  shell: WidgetShellRef
  children: (socket: ChatSocket) => ReactNode
}) {
  const session = SessionContext.useActorRef()
  const socket = useActorRef(socketMachine, { input: { url: getConfig().wsUrl, sessionId } })
  useEffect(() => {
    const subscriptions = [
      socket.on('realtime.received', ({ message }) => {
        const fromId = messageSenderId(message)
        if (fromId) shell.send({ type: 'message.received', fromId })
      }),
      socket.on('socket.reconnected', () => {
        defaultApiClient.cache.invalidate([
          cacheTags.conversations,
          cacheTags.contacts,
          cacheTags.currentUser,
        ])
        session.send({ type: 'session.refresh' })
      }),
      socket.on('socket.sessionRejected', () => session.send({ type: 'session.expired', sessionId })),
    ]
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  }, [socket, session, shell, sessionId])
  return <>{children(socket)}</>
}

/**
 * A short panel: a 320x568 phone with its keyboard up leaves the body about 260 px, which the contact's
 * card, the free-messages notice and the logout bar would fill, pushing the composer out of sight.
 * There the body scrolls as one (the history keeps a few lines of height) and the composer stays
 * pinned at its bottom, in sight while the member types.
 */
// In px: the partner's page sets the root's font size (rem), and the widget's own sizes are px.
const SHORT_PANEL = '@container flirt-panel-body (max-height: 384px)'

const styles = {
  member: css({
    flex: '1',
    minH: '0',
    display: 'flex',
    flexDirection: 'column',
    [SHORT_PANEL]: { flex: 'none' },
  }),
  // The panel is the conversation's whole height: its history takes what the header and the
  // composer leave (the app's page gives it a height of its own instead).
  conversation: css({
    flex: '1',
    minH: '0',
    display: 'flex',
    flexDirection: 'column',
    px: '2',
    pb: '2',
    '& > div, & > div > section': { flex: '1', minH: '0', display: 'flex', flexDirection: 'column' },
    // The app's grid aligns its column to the start; as a flex column here that would size the
    // conversation to its content's width, wider than a 320 px phone: it takes the panel's width.
    '& > div': { alignItems: 'stretch' },
    '& div:has(> [data-testid="message-history"])': { h: 'auto', flex: '1', minH: '0' },
    [SHORT_PANEL]: {
      flex: 'none',
      '& div:has(> [data-testid="message-history"])': { h: '9rem', flex: 'none' },
      '& section > form': { position: 'sticky', bottom: '0', zIndex: '1', bg: 'bg.surface', py: '1' },
    },
  }),
  bar: css({ display: 'flex', justifyContent: 'flex-end', px: '3', pt: '2' }),
  hint: css({ p: '6', textAlign: 'center', color: 'fg.muted' }),
}
