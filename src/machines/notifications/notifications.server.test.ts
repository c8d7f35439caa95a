import { describe, expect, it } from 'vitest'
import type { ConversationContact } from '../../api/models/chat'
import { type Notification, unreadWeight } from './notification-model'
import { heardLate, reconcileWithServer, serverConversation } from './notifications.server'
import { JULIE, MARC, sampleNotification, serverConversationOf } from './notifications.test-support'

const NOW = 1_800_000_100_000

/** A message notification heard as a frame: Julie's message `id`, unread unless told. */
const heard = (id: number, overrides: Partial<Notification> = {}) =>
  sampleNotification({ id: `message-${id}`, now: NOW, minutesAgo: 1000 - id, ...overrides })

const count = (list: readonly Notification[]) => list.reduce((sum, n) => sum + unreadWeight(n), 0)
const none = new Set<string>()

describe('serverConversation', () => {
  const contact: ConversationContact = {
    id: JULIE.id,
    nickname: JULIE.pseudo,
    lastMessageDate: '2026-11-27T01:00:00Z',
    lastMessageUserId: JULIE.id,
    lastMessageId: '981',
    lastMessage: 'Tu es là ?',
    isFriend: false,
    isBlacklisted: false,
    totalNewMessages: 3,
    needBlur: false,
    isOnline: true,
    avatarUrl: '',
  }

  it('reads the last message as the contact’s when they sent it', () => {
    expect(serverConversation(contact)).toEqual({
      contactId: JULIE.id,
      nickname: JULIE.pseudo,
      avatarUrl: null,
      lastIdFromContact: 981,
      lastText: 'Tu es là ?',
      lastDate: Date.parse('2026-11-27T01:00:00Z'),
      unread: 3,
    })
  })

  it('names no last message of the contact when the member wrote last, or the id is no number', () => {
    expect(serverConversation({ ...contact, lastMessageUserId: '10001' }).lastIdFromContact).toBeNull()
    expect(serverConversation({ ...contact, lastMessageId: '' }).lastIdFromContact).toBeNull()
    expect(serverConversation({ ...contact, lastMessageId: 'x9' }).lastIdFromContact).toBeNull()
  })
})

describe('reconcileWithServer', () => {
  it('lists a message no frame brought, standing for the unheard ones before it', () => {
    const list = reconcileWithServer([], none, [serverConversationOf(981, 3)], NOW)
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({
      id: 'message-981',
      type: 'message',
      message: 'Tu es là ?',
      read: false,
      unheard: { count: 2, syncedAt: NOW },
      data: { kind: 'message', senderId: JULIE.id, link: '/app/chat/julie-75-10042' },
    })
    expect(count(list)).toBe(3)
  })

  it('counts a message heard as a frame once: the server’s count includes it', () => {
    const list = reconcileWithServer([heard(980), heard(981)], none, [serverConversationOf(981, 3)], NOW)
    expect(list.map((n) => n.id)).toEqual(['message-981', 'message-980'])
    expect(count(list)).toBe(3)
    expect(list[0]?.unheard).toEqual({ count: 1, syncedAt: NOW })
  })

  it('leaves frames newer than the server’s last message as they are', () => {
    const list = reconcileWithServer([heard(990), heard(981)], none, [serverConversationOf(981, 1)], NOW)
    expect(count(list)).toBe(2)
    expect(list.find((n) => n.id === 'message-990')).toEqual(heard(990))
  })

  it('reads what the server says is read (opened elsewhere), keeping the newest unread', () => {
    const list = reconcileWithServer(
      [heard(979), heard(980), heard(981)],
      none,
      [serverConversationOf(981, 1)],
      NOW,
    )
    expect(list.filter((n) => !n.read).map((n) => n.id)).toEqual(['message-981'])
    expect(count(list)).toBe(1)
    expect(
      count(reconcileWithServer([heard(980), heard(981)], none, [serverConversationOf(981, 0)], NOW)),
    ).toBe(0)
  })

  it('keeps the member’s read: a last message read here reads all before it', () => {
    const list = reconcileWithServer(
      [heard(980), heard(981, { read: true })],
      none,
      [serverConversationOf(981, 4)],
      NOW,
    )
    expect(count(list)).toBe(0)
  })

  it('counts what came after a message read in its open conversation, its read sent or not', () => {
    // Seen in its open conversation (read here), then two sent while no socket was up; the server's
    // last is 983 (CI seed 2061689397 of realtime-tabs.property).
    const seen = [heard(981, { read: true })]
    // The page's read of 981 left before its tab closed (`readUpTo`): the server counts 982 and 983.
    const readThere = { [JULIE.id]: 981 }
    expect(count(reconcileWithServer(seen, none, [serverConversationOf(983, 2)], NOW, readThere))).toBe(2)
    // Its read never left (the tab closed first): the server counts 981 too, read here all the same.
    expect(count(reconcileWithServer(seen, none, [serverConversationOf(983, 3)], NOW))).toBe(2)
    // Not knowing the read left, the server's 2 are taken as 981 and 983: one dropped. Hence the
    // page says so as the read leaves (conversation.reading), not only with its answer.
    expect(count(reconcileWithServer(seen, none, [serverConversationOf(983, 2)], NOW))).toBe(1)
  })

  it('does not count again the unheard a message stood for when the bell read it', () => {
    // 980 and 981 sent with no socket up: the first reading lists 981, standing for 980 too.
    const first = reconcileWithServer([], none, [serverConversationOf(981, 2)], NOW - 10)
    expect(count(first)).toBe(2)
    // 'Mark all read' from the bell (the server still counts both), then 982 heard as a frame.
    const bellRead = first.map((n) => ({ ...n, read: true }))
    const later = [heard(982), ...bellRead]
    // The server counts 980, 981 and 982: only 982 is unread here (CI seed -89404621 of
    // realtime-tabs.property), and a reading after that one still says so.
    const second = reconcileWithServer(later, none, [serverConversationOf(982, 3)], NOW)
    expect(count(second)).toBe(1)
    expect(count(reconcileWithServer(second, none, [serverConversationOf(982, 3)], NOW + 10))).toBe(1)
  })

  it('never lists again a message the member removed', () => {
    const list = reconcileWithServer(
      [heard(980)],
      new Set(['message-981']),
      [serverConversationOf(981, 3)],
      NOW,
    )
    expect(list.map((n) => n.id)).toEqual(['message-980'])
    // The unheard ones still count, on the newest one left.
    expect(count(list)).toBe(3)
  })

  it('touches nothing when the member wrote last, and nothing of another contact', () => {
    const marc = sampleNotification({
      id: 'message-700',
      now: NOW,
      minutesAgo: 2000,
      data: {
        kind: 'message',
        senderId: MARC.id,
        nickname: MARC.pseudo,
        avatarUrl: null,
        link: '/app/chat/marc-elan-10077',
      },
    })
    const list = [heard(980), marc]
    expect(reconcileWithServer(list, none, [serverConversationOf(null, 0)], NOW)).toEqual(list)
    expect(
      reconcileWithServer(list, none, [serverConversationOf(981, 0)], NOW).find(
        (n) => n.id === 'message-700',
      ),
    ).toEqual(marc)
  })

  it('gives the same list when applied again (a second reading of the same answer)', () => {
    const once = reconcileWithServer([heard(980)], none, [serverConversationOf(981, 3)], NOW)
    expect(reconcileWithServer(once, none, [serverConversationOf(981, 3)], NOW)).toEqual(once)
  })

  it('replaces an older reading: the newer one accounts for everything up to its last message', () => {
    const first = reconcileWithServer([], none, [serverConversationOf(981, 3)], NOW)
    const second = reconcileWithServer(first, none, [serverConversationOf(985, 2)], NOW + 1000)
    // Two unread up to 985: the two listed, nothing unheard any more (the first reading's 2 are gone).
    expect(second.find((n) => n.id === 'message-981')?.unheard).toEqual({ count: 0, syncedAt: NOW + 1000 })
    expect(second.find((n) => n.id === 'message-985')?.unheard).toEqual({ count: 0, syncedAt: NOW + 1000 })
    expect(count(second)).toBe(2)
    const third = reconcileWithServer(second, none, [serverConversationOf(990, 5)], NOW + 2000)
    expect(third.find((n) => n.id === 'message-990')?.unheard).toEqual({ count: 2, syncedAt: NOW + 2000 })
    expect(count(third)).toBe(5)
  })
})

describe('heardLate', () => {
  it('a message counted as unheard and heard afterwards is counted once', () => {
    const synced = reconcileWithServer([], none, [serverConversationOf(981, 3)], NOW)
    const after = [heard(980), ...heardLate(synced, JULIE.id, 980)]
    expect(count(after)).toBe(3)
    expect(after.find((n) => n.id === 'message-981')?.unheard).toEqual({ count: 1, syncedAt: NOW })
  })

  it('changes nothing for a newer message or another sender', () => {
    const synced = reconcileWithServer([], none, [serverConversationOf(981, 3)], NOW)
    expect(heardLate(synced, JULIE.id, 990)).toEqual(synced)
    expect(heardLate(synced, MARC.id, 980)).toEqual(synced)
  })
})
