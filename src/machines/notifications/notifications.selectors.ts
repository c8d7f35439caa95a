/** The only way views read the notifications machine. */
import type { SnapshotFrom } from 'xstate'
import { type NotificationType, unreadWeight } from './notification-model'
import type { notificationsMachine } from './notifications.machine'

type NotificationsSnapshot = SnapshotFrom<typeof notificationsMachine>

/** Newest first. */
export const selectNotifications = (snapshot: NotificationsSnapshot) => snapshot.context.notifications

/** The unread messages and events: each unread notification, and the unheard messages it stands for. */
export const selectUnreadCount = (snapshot: NotificationsSnapshot) =>
  snapshot.context.notifications.reduce((count, n) => count + unreadWeight(n), 0)

export const selectMutedTypes = (snapshot: NotificationsSnapshot) => snapshot.context.mutedTypes

export const selectIsMuted = (type: NotificationType) => (snapshot: NotificationsSnapshot) =>
  snapshot.context.mutedTypes.includes(type)

/** The header's list is open (its list or its settings part). */
export const selectIsPanelOpen = (snapshot: NotificationsSnapshot) => snapshot.matches({ panel: 'open' })

/** Which part of the open list shows: the notifications or the mute switches. */
export const selectPanelView = (snapshot: NotificationsSnapshot): 'list' | 'settings' =>
  snapshot.matches({ panel: { open: 'settings' } }) ? 'settings' : 'list'

/** Notifications whose toast is up (or queued by the toaster). */
export const selectToastIds = (snapshot: NotificationsSnapshot) => snapshot.context.toastIds

/** Unread notifications of the message type (messages and album requests): the Messages tab's badge. */
export const selectUnreadMessageCount = (snapshot: NotificationsSnapshot) =>
  snapshot.context.notifications.reduce(
    (count, n) => (n.type === 'message' ? count + unreadWeight(n) : count),
    0,
  )
