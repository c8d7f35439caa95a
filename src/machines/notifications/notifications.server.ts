/**
 * The server's word on the member's unread messages, reconciled with the notifications heard as
 * frames. `load_contacts` (filter 1) says, for each conversation, how many messages the member has not
 * read (`totalNewMessages`; loading a conversation marks it read) and which is the last one (id,
 * sender, text, date). A message sent while no socket was up (no tab open, offline, a leader crashed
 * before the next one connected) reaches the member only that way.
 *
 * For each conversation whose last message is the contact's, everything up to that message (`L`) is
 * the server's to say; what came after it (frames heard while the list was on its way) is left as it
 * is, so a message is counted once whichever way it came, and never dropped:
 * - none unread on the server, or the member read `L` here (read wins): every message notification of
 *   that contact up to `L` is read;
 * - read on screen up to `L` (`readUpTo`: the conversation's page read it on the server, in any tab,
 *   its read sent or answered): read;
 * - else `L` is listed (built from the contact's data when no frame brought it, unless the member
 *   removed it); of the listed ones the server may still count (after the last one read on screen:
 *   loading the conversation read all before it on the server), the newest
 *   unread are kept up to the server's count and older ones read (read elsewhere, another device),
 *   and what the server counts beyond the listed ones, the app never heard: counted on the newest
 *   unread one (`unheard`). One read here from the bell alone stays read, and is not counted again,
 *   nor are the unheard it stood for when the bell read it (the server still counts them).
 */
import type { ConversationContact } from '../../api/models/chat'
import { notificationLink } from './notification-from-realtime'
import { messageIdOf, type Notification } from './notification-model'

/** A conversation as the server counted it, read from `load_contacts?filter=1`. */
export interface ServerConversation {
  contactId: string
  nickname: string
  avatarUrl: string | null
  /** The server's id of the conversation's last message, when it is the contact's (else null). */
  lastIdFromContact: number | null
  /** The last message's text and date (ms), for a notification built from them. */
  lastText: string
  lastDate: number | null
  /** Messages from the contact the member has not read (`totalNewMessages`). */
  unread: number
}

export function serverConversation(contact: ConversationContact): ServerConversation {
  const lastId = Number(contact.lastMessageId)
  const fromContact = contact.lastMessageUserId === contact.id && Number.isSafeInteger(lastId) && lastId > 0
  const date = contact.lastMessageDate ? Date.parse(contact.lastMessageDate) : Number.NaN
  return {
    contactId: contact.id,
    nickname: contact.nickname,
    avatarUrl: contact.avatarUrl || null,
    lastIdFromContact: fromContact ? lastId : null,
    lastText: contact.lastMessage,
    lastDate: Number.isFinite(date) ? date : null,
    unread: Math.max(0, Math.trunc(contact.totalNewMessages) || 0),
  }
}

/** The notification of a conversation's last message when no frame brought it. */
function fromServer(conversation: ServerConversation, lastId: number, syncedAt: number): Notification {
  return {
    id: `message-${lastId}`,
    type: 'message',
    title: '',
    message: conversation.lastText,
    timestamp: Math.min(conversation.lastDate ?? syncedAt, syncedAt),
    read: false,
    data: {
      kind: 'message',
      senderId: conversation.contactId,
      nickname: conversation.nickname,
      avatarUrl: conversation.avatarUrl,
      link: notificationLink('message', conversation.nickname, conversation.contactId),
    },
  }
}

/**
 * `notifications` (newest first) reconciled with what the server said at `syncedAt`; `removedIds` are
 * never listed again; `readUpTo`: how far each conversation was read on screen. Returns a new list, newest first, not cut to the list's
 * length (the caller does).
 */
export function reconcileWithServer(
  notifications: readonly Notification[],
  removedIds: ReadonlySet<string>,
  conversations: readonly ServerConversation[],
  syncedAt: number,
  readUpTo: Readonly<Record<string, number>> = {},
): Notification[] {
  let list = [...notifications]
  for (const conversation of conversations) {
    const lastId = conversation.lastIdFromContact
    if (lastId === null) continue
    const fromContact = (n: Notification) => n.data.senderId === conversation.contactId
    const upToLast = (n: Notification) => {
      const id = messageIdOf(n)
      return fromContact(n) && id !== null && id <= lastId
    }
    const lastKey = `message-${lastId}`
    const last = list.find((n) => n.id === lastKey)
    // Read on screen up to there (loading it read all before it on the server too).
    const readOnScreen = Object.hasOwn(readUpTo, conversation.contactId)
      ? readUpTo[conversation.contactId]
      : 0
    if (conversation.unread === 0 || last?.read || (readOnScreen ?? 0) >= lastId) {
      list = list.map((n) => (upToLast(n) ? { ...n, read: true, unheard: { count: 0, syncedAt } } : n))
      continue
    }
    if (!last && !removedIds.has(lastKey)) list.push(fromServer(conversation, lastId, syncedAt))
    // What the server may still count: the messages after the last one read on screen.
    const counted = (n: Notification) => upToLast(n) && (messageIdOf(n) ?? 0) > (readOnScreen ?? 0)
    // Listed ones, newest first: the server's count keeps the newest unread; the ones it counts and
    // the app never heard are what the count has beyond the listed ones (read here or not).
    const window = list.filter(counted).sort((a, b) => (messageIdOf(b) ?? 0) - (messageIdOf(a) ?? 0))
    const unread = window.filter((n) => !n.read)
    const kept = new Set(unread.slice(0, conversation.unread).map((n) => n.id))
    const carrier = unread[0]?.id
    // What the listed ones stand for: each itself, and one read here the unheard it stood for when it
    // was read (the bell's 'mark all read' read them with it; the server may count them still).
    const listed = window.reduce((sum, n) => sum + 1 + (n.read ? (n.unheard?.count ?? 0) : 0), 0)
    const unheard = Math.max(0, conversation.unread - listed)
    list = list.map((n) => {
      if (!upToLast(n)) return n
      // Zero is kept with the reading's time, not dropped: it replaces an older reading's count in
      // every tab (notifications.reconcile.ts takes the newest reading). One read here keeps what it
      // stood for, so the next reading does not count those again.
      const count = n.id === carrier ? unheard : n.read ? (n.unheard?.count ?? 0) : 0
      return { ...(n.read || kept.has(n.id) ? n : { ...n, read: true }), unheard: { count, syncedAt } }
    })
  }
  return list.sort((a, b) => b.timestamp - a.timestamp || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
}

/**
 * A frame of message `messageId` from `senderId` came after a reading of the server that counted it
 * among the unheard of a newer notification (it was on its way): listed now, it is not unheard.
 */
export function heardLate(notifications: readonly Notification[], senderId: string, messageId: number) {
  return notifications.map((n) => {
    const id = messageIdOf(n)
    if (n.data.senderId !== senderId || id === null || id <= messageId || !n.unheard?.count) return n
    const count = n.unheard.count - 1
    return { ...n, unheard: { count: Math.max(0, count), syncedAt: n.unheard.syncedAt } }
  })
}
