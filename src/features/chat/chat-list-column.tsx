/**
 * From 1024 px, the conversations beside the open one (a column of its own, scrolling alone): its
 * own contact-list actor, fed by the socket like the chat page's.
 */
import { useActorRef } from '@xstate/react'
import { css } from 'styled-system/css'
import { useLocation } from 'wouter'
import { contactListMachine } from '../../machines/contact-list/contact-list.machine'
import { ChatListView } from './chat-list-view'
import { ContactListRealtime } from './chat-realtime'

export default function ChatListColumn({
  memberId,
  contactId,
}: {
  memberId: string
  /** The open conversation's contact, marked as the current page in the list. */
  contactId: string | null
}) {
  const [, navigate] = useLocation()
  const actorRef = useActorRef(contactListMachine, { input: {} })
  return (
    <div className={css({ minH: '0', overflowY: 'auto' })}>
      <ContactListRealtime actorRef={actorRef} />
      <ChatListView
        actorRef={actorRef}
        memberId={memberId}
        currentContactId={contactId ?? undefined}
        onNavigate={navigate}
      />
    </div>
  )
}
