/**
 * The member's realtime side, loaded only once someone is signed in: the socket (one per session
 * id, so a relogin remounts it with the new id and the old socket closes; one for all the member's
 * tabs, held by one of them), the notifications fed by it, their toasts (in one tab), the unread
 * count in the tab's title and the shell's unread badges (src/stores/shell.ts). After every reconnect, what may have
 * changed while offline is read again (conversations, contact lists with their unread counts, the
 * member), so nothing received during a drop stays hidden.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { cacheTags } from '../api/cache-tags'
import { defaultApiClient } from '../api/client'
import { MOBILE_MEDIA_QUERY } from '../components/ui/media'
import { AppToaster, createAppToaster } from '../components/ui/toaster'
import { useAfterPaint } from '../features/layout/use-after-paint'
import { NotificationToasts } from '../features/notifications/notification-toasts'
import { useUnreadTitle } from '../features/notifications/use-unread-title'
import { feedNotifications } from '../features/realtime/feed-notifications'
import type { RealtimeActors } from '../features/realtime/realtime-context'
import { SessionContext } from '../features/session/session-context'
import { getConfig } from '../lib/config'
import { openConversationWith } from '../lib/open-conversation'
import { notificationsMachine } from '../machines/notifications/notifications.machine'
import {
  selectUnreadCount,
  selectUnreadMessageCount,
} from '../machines/notifications/notifications.selectors'
import { socketMachine } from '../machines/socket/socket.machine'
import { liveTabActors } from '../machines/socket/socket.tabs'
import { resetShell, setUnread } from '../stores/shell'

// The socket shared by the member's tabs: Web Locks and a BroadcastChannel (socket.tabs.ts).
const sharedSocketMachine = socketMachine.provide({ actors: liveTabActors() })

// One toaster for the app; its placement is decided once, from the screen it starts on.
const toaster = createAppToaster({ smallScreen: globalThis.matchMedia?.(MOBILE_MEDIA_QUERY) ?? false })

export interface MemberRealtimeProps {
  sessionId: string
  userId: string
  onReady: (actors: RealtimeActors | null) => void
}

export default function MemberRealtime({ sessionId, userId, onReady }: MemberRealtimeProps) {
  const session = SessionContext.useActorRef()
  // One socket for all the member's tabs: one tab holds it, the others follow (socket.tabs.ts).
  const socket = useActorRef(sharedSocketMachine, {
    input: { url: getConfig().wsUrl, sessionId, shareAcrossTabs: true },
  })
  // The conversation a chat page opened before this chunk loaded is open from the first frame.
  const notifications = useActorRef(notificationsMachine, {
    input: { userId, openChatWith: openConversationWith() },
  })

  useEffect(() => {
    onReady({ socket, notifications })
    return () => onReady(null)
  }, [socket, notifications, onReady])

  useEffect(() => {
    const unfeed = feedNotifications(socket, notifications)
    const subscriptions = [
      socket.on('socket.reconnected', () => {
        defaultApiClient.cache.invalidate([
          cacheTags.conversations,
          cacheTags.contacts,
          cacheTags.currentUser,
        ])
        session.send({ type: 'session.refresh' })
      }),
      // The server refused the session on the socket: the same as a call answered 403.
      socket.on('socket.sessionRejected', () => session.send({ type: 'session.expired', sessionId })),
    ]
    return () => {
      unfeed()
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  }, [socket, notifications, session, sessionId])

  useUnreadTitle(notifications)

  // The shell's badges (the Messages tab, the installed app's icon) read the counts from its store.
  const unreadAll = useSelector(notifications, selectUnreadCount)
  const unreadMessages = useSelector(notifications, selectUnreadMessageCount)
  useEffect(() => {
    setUnread({ notifications: unreadAll, messages: unreadMessages })
  }, [unreadAll, unreadMessages])
  useEffect(() => resetShell, [])

  // The toasts' group (Ark's machine, its live region) mounts a task after the actors start: together
  // they were one task of 17 to 27 ms at the conversation and swipe pages' load (Lighthouse traces of
  // 2026-11-29), 70 to 110 ms at a phone's 4x. A toast asked for meanwhile waits in the toaster's
  // store and shows when the group mounts.
  const toasterMounted = useAfterPaint(true, false)

  return (
    <>
      <NotificationToasts actorRef={notifications} toaster={toaster} />
      {toasterMounted && <AppToaster toaster={toaster} />}
    </>
  )
}
