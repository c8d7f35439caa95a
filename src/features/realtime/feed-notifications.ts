/**
 * How one tab's realtime side feeds its notifications (src/app/member-realtime.tsx): every frame the
 * socket hears is listed and counted in every tab, its toast pops only in the tab the leader picked,
 * a toast another tab could not show pops here when handed on, and the conversation this tab shows
 * (src/lib/open-conversation.ts) is known to the notifications however the two started, and every
 * resync (a reconnect, a new leader, a frozen tab waking) reads the server's unread count again. A plain
 * function rather than inline effects, so the tabs' property test drives the same links the app does.
 */
import type { ActorRefFrom } from 'xstate'
import {
  openConversationReadUpTo,
  openConversationWith,
  watchConversationRead,
  watchOpenConversation,
} from '../../lib/open-conversation'
import type { NotificationsActorRef } from '../../machines/notifications/notifications.machine'
import type { socketMachine } from '../../machines/socket/socket.machine'
import { selectConnectionStatus } from '../../machines/socket/socket.selectors'
import type { OpenConversationSource } from '../../machines/socket/socket.tabs'

const liveConversation: OpenConversationSource = {
  current: openConversationWith,
  watch: watchOpenConversation,
}

/** How far the open conversation's page has read it (src/lib/open-conversation.ts). */
export interface ConversationReadSource {
  current(): number | null
  watch(listener: (memberId: string, upTo: number) => void): () => void
}

const liveReads: ConversationReadSource = { current: openConversationReadUpTo, watch: watchConversationRead }

/** Links `socket` and the open conversation to `notifications`; returns what unlinks them. */
export function feedNotifications(
  socket: Pick<ActorRefFrom<typeof socketMachine>, 'on' | 'subscribe'>,
  notifications: Pick<NotificationsActorRef, 'send'>,
  conversation: OpenConversationSource = liveConversation,
  reads: ConversationReadSource = liveReads,
): () => void {
  const subscriptions = [
    // Every tab lists and counts it the same; only the tab the leader picked pops its toast.
    socket.on('realtime.received', ({ message, receivedAt, toastHere, seen }) =>
      notifications.send({ type: 'realtime.received', message, receivedAt, quiet: !toastHere, seen }),
    ),
    // The tab the leader picked could not show this toast (hidden, closed, crashed): this one does.
    socket.on('realtime.toastHanded', ({ message, receivedAt }) =>
      notifications.send({ type: 'realtime.received', message, receivedAt }),
    ),
    // The leader reconnected, or a new leader connected: messages sent while no socket was up are
    // only on the server. Every tab reads its count again (the notifications' `server` region).
    socket.on('socket.reconnected', () =>
      notifications.send({ type: 'notifications.resync', since: Date.now() }),
    ),
  ]
  // The first connection this tab sees (its own socket's, or the leader's): the first reading, made
  // once a socket is up so that whatever it misses comes as a frame. It takes the page's own list of
  // conversations when one was just read (a chat page's), rather than asking twice: a message sent
  // between that read and this connection waits for the next resync. Later connections announce
  // themselves as `socket.reconnected` above.
  let connectedOnce = false
  const status = socket.subscribe((snapshot) => {
    if (connectedOnce || selectConnectionStatus(snapshot) !== 'connected') return
    connectedOnce = true
    notifications.send({ type: 'notifications.resync' })
  })
  // A tab the browser froze in the background heard nothing meanwhile: it reads the count on waking.
  const onResume = () => notifications.send({ type: 'notifications.resync' })
  globalThis.document?.addEventListener('resume', onResume)
  // The chat page says which conversation is open, whichever of the two started first.
  let open = conversation.current()
  const readUpTo = reads.current()
  if (open) notifications.send({ type: 'chat.opened', memberId: open, ...(readUpTo ? { readUpTo } : {}) })
  const unwatch = conversation.watch((memberId) => {
    if (memberId) notifications.send({ type: 'chat.opened', memberId })
    else if (open) notifications.send({ type: 'chat.closed', memberId: open })
    open = memberId
  })
  // Its page's read left or came back (read on the server too): every tab reads what it lists of it
  // up to there.
  const unwatchReads = reads.watch((memberId, upTo) =>
    notifications.send({ type: 'chat.opened', memberId, readUpTo: upTo }),
  )
  return () => {
    status.unsubscribe()
    globalThis.document?.removeEventListener('resume', onResume)
    unwatch()
    unwatchReads()
    for (const subscription of subscriptions) subscription.unsubscribe()
  }
}
