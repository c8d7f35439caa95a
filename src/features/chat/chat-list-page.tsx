/**
 * /app/chat (spec section 2): the conversations, blacklist and friends lists. The container: it owns
 * the contact-list actor, feeds it from the socket and hands the router's navigation to the view.
 */
import { useActorRef } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { contactListMachine } from '../../machines/contact-list/contact-list.machine'
import { selectUserId } from '../../machines/session/session.selectors'
import { chatListFrame } from '../layout/page-frames'
import { PageTitle } from '../layout/page-title'
import { SessionContext } from '../session/session-context'
import { ChatListView } from './chat-list-view'
import { ContactListRealtime } from './chat-realtime'

export default function ChatListPage() {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const memberId = SessionContext.useSelector(selectUserId) ?? ''
  const actorRef = useActorRef(contactListMachine, { input: {} })
  return (
    <section className={chatListFrame}>
      <PageTitle>{t('routes.chat')}</PageTitle>
      <ContactListRealtime actorRef={actorRef} />
      <ChatListView actorRef={actorRef} memberId={memberId} onNavigate={navigate} />
    </section>
  )
}
