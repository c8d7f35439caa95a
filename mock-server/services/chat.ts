/**
 * Conversations and messages: finding or opening the conversation of two members, storing a message
 * (text, shared photo or album action) with the checks the real site makes (blacklist, free members'
 * daily quota), and marking a conversation read. The send_message handler and the simulated members
 * both go through `sendMessage`, so both push the same realtime frames.
 */
import type { AlbumAction, Conversation, Message } from '../db/chat'
import { db, nextId } from '../db/database'
import type { Member } from '../db/members'
import { emitMockEvent } from '../lib/events'
import { DAY, now, nowIso } from '../lib/time'
import { ALBUM_ACCEPT_TEXT, ALBUM_REFUSE_TEXT, ALBUM_REQUEST_TEXT } from '../seed/texts'
import { hasBlacklisted, isPremium, subscriptionOf } from './members'

/** Free members may send this many messages a day without credits. */
export const FREE_DAILY_MESSAGES = 5
export const MESSAGE_MAX_LENGTH = 2000

export function conversationOf(aId: number, bId: number): Conversation | undefined {
  const [lo, hi] = aId < bId ? [aId, bId] : [bId, aId]
  return db.conversations.findFirst((q) => q.where({ a_id: lo, b_id: hi }))
}

export async function openConversation(aId: number, bId: number): Promise<Conversation> {
  const existing = conversationOf(aId, bId)
  if (existing) return existing
  const [lo, hi] = aId < bId ? [aId, bId] : [bId, aId]
  return db.conversations.create({
    id: nextId('conversations'),
    a_id: lo,
    b_id: hi,
    created_at: nowIso(),
    hidden_by: [],
  })
}

export function messagesOf(conversationId: number): Message[] {
  return db.messages
    .findMany((q) => q.where({ conversation_id: conversationId }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
}

/** Messages a free member sent in the last 24 hours. */
export function sentToday(memberId: number): number {
  const since = new Date(now() - DAY).toISOString()
  return db.messages.findMany((q) => q.where((m) => m.from_id === memberId && m.date >= since)).length
}

/** What a free member has left today, or null for premium members (no limit). */
export function freeMessagesLeft(memberId: number): number | null {
  if (isPremium(memberId)) return null
  return Math.max(0, FREE_DAILY_MESSAGES - sentToday(memberId))
}

export interface SendInput {
  from: Member
  to: Member
  text: string
  photoId?: number | null
  albumAction?: AlbumAction
}

export type SendResult = { ok: true; message: Message } | { ok: false; reason: string }

export async function sendMessage(input: SendInput): Promise<SendResult> {
  const { from, to } = input
  const albumAction = input.albumAction ?? ''
  if (from.id === to.id) return { ok: false, reason: 'Vous ne pouvez pas vous écrire à vous-même.' }
  if (hasBlacklisted(from.id, to.id)) return { ok: false, reason: 'Vous avez bloqué ce membre.' }
  if (hasBlacklisted(to.id, from.id))
    return { ok: false, reason: 'Ce membre ne souhaite pas recevoir vos messages.' }
  let text = input.text
  if (text === '') {
    text =
      albumAction === 'request'
        ? ALBUM_REQUEST_TEXT
        : albumAction === 'accept'
          ? ALBUM_ACCEPT_TEXT
          : albumAction === 'refuse'
            ? ALBUM_REFUSE_TEXT
            : ''
  }
  if (text === '' && !input.photoId) return { ok: false, reason: 'Le message est vide.' }
  if (text.length > MESSAGE_MAX_LENGTH)
    return { ok: false, reason: 'Le message est trop long (2000 caractères maximum).' }

  // Free members: a credit per message when they have some, else a small daily quota.
  if (!isPremium(from.id) && from.simulated === false) {
    const sub = subscriptionOf(from.id)
    if (sub && sub.credits > 0) {
      await db.subscriptions.update((q) => q.where({ member_id: from.id }), {
        data(s) {
          s.credits -= 1
        },
      })
    } else if (sentToday(from.id) >= FREE_DAILY_MESSAGES) {
      return {
        ok: false,
        reason:
          'Vous avez atteint la limite de messages gratuits du jour. Passez Premium pour discuter sans limite.',
      }
    }
  }

  const conversation = await openConversation(from.id, to.id)
  if (conversation.hidden_by.length > 0) {
    await db.conversations.update((q) => q.where({ id: conversation.id }), {
      data(c) {
        c.hidden_by = []
      },
    })
  }
  const message = await db.messages.create({
    id: nextId('messages'),
    conversation_id: conversation.id,
    from_id: from.id,
    to_id: to.id,
    msg: text,
    date: nowIso(),
    read: false,
    photo_id: input.photoId ?? null,
    album_action: albumAction,
  })
  await applyAlbumAction(from, to, albumAction)
  emitMockEvent({ type: 'message', message })
  if (albumAction === 'request') emitMockEvent({ type: 'album_request', fromId: from.id, toId: to.id })
  if (albumAction === 'accept' || albumAction === 'refuse') {
    emitMockEvent({ type: 'album_answer', fromId: from.id, toId: to.id, accepted: albumAction === 'accept' })
  }
  return { ok: true, message }
}

/** A request asks for the recipient's album; an answer grants or refuses the sender's own. */
async function applyAlbumAction(from: Member, to: Member, action: AlbumAction): Promise<void> {
  if (action === '') return
  const [ownerId, viewerId] = action === 'request' ? [to.id, from.id] : [from.id, to.id]
  const state = action === 'request' ? 'requested' : action === 'accept' ? 'accepted' : 'refused'
  const existing = db.albumShares.findFirst((q) => q.where({ owner_id: ownerId, viewer_id: viewerId }))
  if (existing) {
    // A new request never takes back access already given.
    if (state === 'requested' && existing.state === 'accepted') return
    await db.albumShares.update((q) => q.where({ id: existing.id }), {
      data(s) {
        s.state = state
        s.date = nowIso()
      },
    })
  } else {
    await db.albumShares.create({
      id: nextId('albumShares'),
      owner_id: ownerId,
      viewer_id: viewerId,
      state,
      date: nowIso(),
    })
  }
}

export async function markRead(conversationId: number, readerId: number): Promise<void> {
  const unread = db.messages.findMany((q) =>
    q.where({ conversation_id: conversationId, to_id: readerId, read: false }),
  )
  if (unread.length === 0) return
  await db.messages.updateMany(
    (q) => q.where({ conversation_id: conversationId, to_id: readerId, read: false }),
    {
      data(m) {
        m.read = true
      },
    },
  )
}
