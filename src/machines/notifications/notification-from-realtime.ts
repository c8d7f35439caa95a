/**
 * Realtime messages (spec section 3: action, connected, sender, message, title, avatar) become
 * Notification models. The WebSocket's actions (documented in the README, "Calls that are ours"): the form
 * command names cmd_new (message), cmd_visit, cmd_vote, cmd_favoris (favorite), then like, match,
 * album_request and album_answer. Links follow spec section 2: a message (and an album request or
 * answer, which belong to the chat) opens /app/chat/{chatSlug}; the others open /app/users/{userSlug}.
 * A chat is named by the other member, so both slugs are the sender's (nickname, id).
 */
import { flag, isRecord, optionalNumber, record, text } from '../../api/normalize/read'
import type { WireRealtimeMessage } from '../../api/wire/chat'
import { FORM_COMMANDS } from '../../api/wire/common'
import { buildUserSlug } from '../../lib/slug'
import {
  type Notification,
  type NotificationData,
  type NotificationKind,
  TYPE_OF_KIND,
} from './notification-model'

/** Each realtime action that notifies the member, and what it means. */
export const KIND_OF_ACTION: Readonly<Record<string, NotificationKind>> = {
  [FORM_COMMANDS.message]: 'message',
  [FORM_COMMANDS.visit]: 'visit',
  [FORM_COMMANDS.vote]: 'vote',
  [FORM_COMMANDS.favorite]: 'favorite',
  like: 'like',
  match: 'match',
  album_request: 'albumRequest',
  album_answer: 'albumAnswer',
}

/** Kinds whose notification opens the chat with the sender; the others open their profile. */
const OPENS_CHAT: ReadonlySet<NotificationKind> = new Set(['message', 'albumRequest', 'albumAnswer'])

export function notificationLink(kind: NotificationKind, nickname: string, senderId: string): string {
  const slug = buildUserSlug(nickname, senderId)
  return OPENS_CHAT.has(kind) ? `/app/chat/${slug}` : `/app/users/${slug}`
}

/** Ids made only of characters safe in DOM ids and selectors (toasts use them too). */
const idPart = (value: string) => value.replace(/[^A-Za-z0-9_-]+/g, '_')

/**
 * The notification for a realtime message received at `now` (ms), or null when the message tells
 * the member nothing (auth_ok, pong, error, an unknown action) or names no sender to link to.
 *
 * A message's id comes from the server's message id (`id_msg`), so the same message pushed twice
 * (after a reconnect) is one notification; other events are told apart by sender and time.
 */
export function toNotification(message: WireRealtimeMessage, now: number): Notification | null {
  if (!isRecord(message)) return null
  const kind = Object.hasOwn(KIND_OF_ACTION, message.action) ? KIND_OF_ACTION[message.action] : undefined
  if (!kind) return null
  const raw = message as Record<string, unknown>
  const sender = record(raw.infos_exp)
  const senderId = text(sender.id)
  if (!senderId) return null
  const nickname = text(sender.pseudo) || text(raw.pseudo)
  const avatarUrl = text(raw.tof) || text(sender.tof) || null

  const data: NotificationData = {
    kind,
    senderId,
    nickname,
    avatarUrl,
    link: notificationLink(kind, nickname, senderId),
  }
  if (kind === 'vote') {
    const score = optionalNumber(raw.score)
    // The server counts stars doubled (spec section 9: "sent doubled").
    if (score !== null) data.stars = Math.min(5, Math.max(1, Math.round(score / 2)))
  }
  if (kind === 'albumAnswer') data.accepted = flag(raw.accepted)

  const messageId = text(raw.id_msg)
  const id =
    kind === 'message' && messageId
      ? `message-${idPart(messageId)}`
      : `${kind}-${idPart(senderId)}-${Math.trunc(now)}`

  return {
    id,
    type: TYPE_OF_KIND[kind],
    title: text(raw.txt_title),
    // Kept as sent, spaces included: it is what the member wrote, shown as plain text.
    message: typeof raw.msg === 'string' ? raw.msg : '',
    timestamp: now,
    read: false,
    data,
  }
}
