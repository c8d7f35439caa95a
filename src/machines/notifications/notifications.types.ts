/** The notifications machine's input, context, events and emitted events. */
import type { WireRealtimeMessage } from '../../api/wire/chat'
import type { Notification, NotificationType } from './notification-model'

export type { Notification, NotificationData, NotificationKind, NotificationType } from './notification-model'

export interface NotificationsInput {
  /** The signed-in member: their notifications and preferences are stored under their id. */
  userId: string
  /** The member whose conversation this tab shows as the machine starts (src/lib/open-conversation.ts). */
  openChatWith?: string | null
}

export interface NotificationsContext {
  userId: string
  /** Newest first, at most `MAX_NOTIFICATIONS`; each carries its read state. */
  notifications: Notification[]
  /** Types that are listed but pop no toast. */
  mutedTypes: NotificationType[]
  /** Notifications whose toast was requested and has not closed yet (newest first). */
  toastIds: string[]
  /** Notifications this tab has popped a toast for, newest first: never twice. */
  toastedIds: string[]
  /** Notifications the member removed in any tab (shared storage): never listed again. */
  removedIds: string[]
  /** The member whose conversation is open on screen: their messages are seen there, not toasted. */
  openChatWith: string | null
  /**
   * How far each conversation was read on screen, in any tab (shared storage): contact id to the id of
   * their last message its page loaded. A message of theirs up to there is read wherever it comes from.
   */
  readUpTo: Record<string, number>
}

export type NotificationsEvent =
  /**
   * The socket received a frame (from `readRealtimeMessage`), or the leader handed this tab its
   * toast. `receivedAt` defaults to now; `quiet`: listed and counted, but another tab pops its toast.
   */
  | {
      type: 'realtime.received'
      message: WireRealtimeMessage
      receivedAt?: number
      quiet?: boolean
      /** Its conversation is open in a visible tab of the member (the socket's leader knows). */
      seen?: boolean
    }
  /**
   * Anything may have arrived while no socket was up (a reconnect, a new leader, a relogin, a tab
   * waking up): read the server's count of unread messages again and reconcile it.
   */
  | {
      type: 'notifications.resync'
      /** When the socket came back (ms): the server's count must be read from then on. */
      since?: number
    }
  /** Another tab changed the stored notifications (read, removed, muted): take them up. */
  | { type: 'notifications.storedChanged' }
  /** The member opened a notification (list item or toast): it is read; the view navigates. */
  | { type: 'notification.open'; id: string }
  /** The member removed a notification from the list. */
  | { type: 'notification.dismiss'; id: string }
  | { type: 'notifications.markAllRead' }
  /** Mute (no toast) or unmute a type. Not `type`: that name is the event's own. */
  | { type: 'preferences.mute'; notificationType: NotificationType; muted: boolean }
  /** The header's list: opened, closed, and its settings part shown or hidden. */
  | { type: 'panel.open' }
  | { type: 'panel.close' }
  | { type: 'panel.showSettings' }
  | { type: 'panel.showList' }
  /** A toast left the screen (timed out, closed, or opened). */
  | { type: 'toast.closed'; id: string }
  /**
   * The conversation with this member opened on screen, or closed. `readUpTo`: its page's read of it
   * left for the server or came back (it reads it there), up to the member's message of that server id.
   */
  | { type: 'chat.opened'; memberId: string; readUpTo?: number }
  | { type: 'chat.closed'; memberId: string }

export type NotificationsEmitted =
  /** A new notification of an unmuted type: the view shows it as a toast (id = notification id). */
  | { type: 'toast.requested'; notification: Notification }
  /** These notifications were read or removed: the view takes their toasts down. */
  | { type: 'toasts.withdrawn'; ids: string[] }
