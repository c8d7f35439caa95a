/**
 * How one tab's realtime side feeds its notifications (src/app/member-realtime.tsx): every frame the
 * socket hears is listed and counted in every tab, its toast pops only in the tab the leader picked,
 * a toast another tab could not show pops here when handed on, and the conversation this tab shows
 * (src/lib/open-conversation.ts) is known to the notifications however the two started. A plain
 * function rather than inline effects, so the tabs' property test drives the same links the app does.
 */
import type { ActorRefFrom } from 'xstate'
import { openConversationWith, watchOpenConversation } from '../../lib/open-conversation'
import type { NotificationsActorRef } from '../../machines/notifications/notifications.machine'
import type { socketMachine } from '../../machines/socket/socket.machine'
import type { OpenConversationSource } from '../../machines/socket/socket.tabs'

const liveConversation: OpenConversationSource = {
  current: openConversationWith,
  watch: watchOpenConversation,
}

/** Links `socket` and the open conversation to `notifications`; returns what unlinks them. */
export function feedNotifications(
  socket: Pick<ActorRefFrom<typeof socketMachine>, 'on'>,
  notifications: Pick<NotificationsActorRef, 'send'>,
  conversation: OpenConversationSource = liveConversation,
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
  ]
  // The chat page says which conversation is open, whichever of the two started first.
  let open = conversation.current()
  if (open) notifications.send({ type: 'chat.opened', memberId: open })
  const unwatch = conversation.watch((memberId) => {
    if (memberId) notifications.send({ type: 'chat.opened', memberId })
    else if (open) notifications.send({ type: 'chat.closed', memberId: open })
    open = memberId
  })
  return () => {
    unwatch()
    for (const subscription of subscriptions) subscription.unsubscribe()
  }
}
