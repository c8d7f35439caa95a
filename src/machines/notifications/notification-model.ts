/**
 * The Notification model (spec section 3: id, type, title, message, timestamp, read, data) and how a
 * stored one is read back. The five types are the spec's (section 9); the finer `kind` in `data`
 * says what happened exactly, so the view picks the right words and the right link.
 */
import { isRecord, text } from '../../api/normalize/read'

/** Spec section 9: message, match, like, visit, vote. Muting works per type. */
export const NOTIFICATION_TYPES = ['message', 'vote', 'like', 'visit', 'match'] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

/**
 * What happened: a message, a visit, a vote on a photo, an addition to favorites, a swipe like, a
 * match, a request for the member's private album, or the answer to the member's own request.
 */
export const NOTIFICATION_KINDS = [
  'message',
  'visit',
  'vote',
  'favorite',
  'like',
  'match',
  'albumRequest',
  'albumAnswer',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/** Which of the spec's five types each kind belongs to (what a mute switch covers). */
export const TYPE_OF_KIND = {
  message: 'message',
  visit: 'visit',
  vote: 'vote',
  // Someone adding the member to their favorites is a sign of interest, like a swipe like.
  favorite: 'like',
  like: 'like',
  match: 'match',
  // Album requests and answers happen in the chat, and open it.
  albumRequest: 'message',
  albumAnswer: 'message',
} as const satisfies Record<NotificationKind, NotificationType>

export interface NotificationData {
  kind: NotificationKind
  senderId: string
  /** The sender's nickname, as they wrote it (user text: shown as plain text only). */
  nickname: string
  /** The sender's small avatar, or null (the view shows initials). */
  avatarUrl: string | null
  /** Where opening the notification goes: `/app/chat/{chatSlug}` or `/app/users/{userSlug}`. */
  link: string
  /** A vote's stars (1 to 5; the server counts them doubled). */
  stars?: number
  /** An album answer: whether the owner shared the album. */
  accepted?: boolean
}

export interface Notification {
  id: string
  type: NotificationType
  /** The server's own title (`txt_title`), untranslated: the view shows its own words from `data`. */
  title: string
  /**
   * The server's own text (`msg`): for a message, what the sender wrote. User text, shown as plain
   * text only, never as HTML.
   */
  message: string
  /** When it arrived here (ms since the epoch). */
  timestamp: number
  read: boolean
  data: NotificationData
  /**
   * A message whose conversation, as the server counted it at `syncedAt`, held `count` more unread
   * messages before it that this app never heard as frames (sent while no socket was up): they are
   * counted with it (notifications.server.ts). Absent: it stands for itself only.
   */
  unheard?: Unheard
}

export interface Unheard {
  count: number
  /** When the server's count was read (ms): a newer reading replaces an older one in every tab. */
  syncedAt: number
}

/** How many unread messages a notification stands for: itself and the unheard ones before it. */
export const unreadWeight = (notification: Notification) =>
  notification.read ? 0 : 1 + (notification.unheard?.count ?? 0)

/** The server's message id of a message notification (`message-<id>`), or null. */
export function messageIdOf(notification: Notification): number | null {
  if (notification.data.kind !== 'message') return null
  const match = /^message-(\d+)$/.exec(notification.id)
  return match ? Number(match[1]) : null
}

export const isNotificationType = (value: unknown): value is NotificationType =>
  typeof value === 'string' && (NOTIFICATION_TYPES as readonly string[]).includes(value)

export const isNotificationKind = (value: unknown): value is NotificationKind =>
  typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value)

/** Only links into the app's own screens: a corrupt or tampered store cannot send the member away. */
const SAFE_LINK = /^\/app\/(chat|users)\/[a-z0-9-]+$/

/** A stored notification read back, or null when it is not one (an old or corrupt entry). */
export function readStoredNotification(value: unknown): Notification | null {
  if (!isRecord(value) || !isRecord(value.data)) return null
  const { data } = value
  const id = text(value.id)
  const timestamp = typeof value.timestamp === 'number' ? value.timestamp : Number.NaN
  const link = text(data.link)
  if (!id || !Number.isFinite(timestamp) || !isNotificationKind(data.kind) || !SAFE_LINK.test(link)) {
    return null
  }
  const senderId = text(data.senderId)
  if (!senderId) return null
  const avatarUrl = text(data.avatarUrl)
  const notification: Notification = {
    id,
    type: TYPE_OF_KIND[data.kind],
    title: text(value.title),
    message: typeof value.message === 'string' ? value.message : '',
    timestamp,
    read: value.read === true,
    data: {
      kind: data.kind,
      senderId,
      nickname: text(data.nickname),
      avatarUrl: avatarUrl || null,
      link,
    },
  }
  if (typeof data.stars === 'number' && Number.isFinite(data.stars)) notification.data.stars = data.stars
  if (typeof data.accepted === 'boolean') notification.data.accepted = data.accepted
  const unheard = isRecord(value.unheard) ? value.unheard : null
  if (
    unheard &&
    Number.isInteger(unheard.count) &&
    (unheard.count as number) >= 0 &&
    typeof unheard.syncedAt === 'number' &&
    Number.isFinite(unheard.syncedAt)
  ) {
    notification.unheard = { count: unheard.count as number, syncedAt: unheard.syncedAt }
  }
  return notification
}

/** Stored notifications read back, keeping the good ones, once each, in their order. */
export function restoreNotifications(values: readonly unknown[]): Notification[] {
  const seen = new Set<string>()
  const notifications: Notification[] = []
  for (const value of values) {
    const notification = readStoredNotification(value)
    if (!notification || seen.has(notification.id)) continue
    seen.add(notification.id)
    notifications.push(notification)
  }
  return notifications
}

/** Stored mute preferences read back: known types only, once each. */
export function restoreMutedTypes(values: readonly unknown[]): NotificationType[] {
  return NOTIFICATION_TYPES.filter((type) => values.includes(type))
}
