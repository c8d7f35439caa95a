/**
 * The member's tabs see the same notifications: every tab lists a frame, one pops its toast, and what
 * one tab reads, removes or mutes reaches the others through the shared storage.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { notificationListKey, removedIdsKey } from '../../lib/notification-storage'
import { selectNotifications, selectToastIds, selectUnreadCount } from './notifications.selectors'
import { messageFrame, withEmptyServer } from './notifications.test-support'
import type { NotificationsEmitted } from './notifications.types'

const USER = '10001'
const NOW = 1_800_000_000_000

// Tabs of a test close with it: a tab left open would hear the next test's storage and answer it.
const open: { stop(): void }[] = []
beforeEach(() => localStorage.clear())
afterEach(() => {
  for (const actor of open.splice(0)) actor.stop()
})

function tab() {
  const actor = createActor(withEmptyServer, { input: { userId: USER } })
  open.push(actor)
  const emitted: NotificationsEmitted[] = []
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  return { actor, emitted, snap: () => actor.getSnapshot() }
}

/** What the browser tells the other tabs after one wrote the entry. */
const storageWritten = () =>
  globalThis.dispatchEvent(new StorageEvent('storage', { key: notificationListKey(USER) }))

describe('notifications across tabs', () => {
  it('a quiet frame is listed and counted, but pops no toast: another tab shows it', () => {
    const shown = tab()
    const quiet = tab()
    const frame = messageFrame('901', 'Salut')
    shown.actor.send({ type: 'realtime.received', message: frame, receivedAt: NOW })
    quiet.actor.send({ type: 'realtime.received', message: frame, receivedAt: NOW, quiet: true })
    expect(selectUnreadCount(shown.snap())).toBe(1)
    expect(selectUnreadCount(quiet.snap())).toBe(1)
    expect(selectNotifications(quiet.snap())).toEqual(selectNotifications(shown.snap()))
    const toasts = [...shown.emitted, ...quiet.emitted].filter((e) => e.type === 'toast.requested')
    expect(toasts).toHaveLength(1)
    expect(selectToastIds(quiet.snap())).toEqual([])
  })

  it('what one tab reads is read in the others, and its toast there is taken down', () => {
    const a = tab()
    const b = tab()
    const frame = messageFrame('902', 'Tu es là ?')
    a.actor.send({ type: 'realtime.received', message: frame, receivedAt: NOW, quiet: true })
    b.actor.send({ type: 'realtime.received', message: frame, receivedAt: NOW })
    expect(selectToastIds(b.snap())).toEqual(['message-902'])

    a.actor.send({ type: 'notifications.markAllRead' })
    storageWritten()
    expect(selectUnreadCount(b.snap())).toBe(0)
    expect(b.emitted.filter((e) => e.type === 'toasts.withdrawn')).toEqual([
      { type: 'toasts.withdrawn', ids: ['message-902'] },
    ])
  })

  it('a tab that wrote at the same moment never makes a read notification unread again', () => {
    const a = tab()
    const b = tab()
    a.actor.send({ type: 'realtime.received', message: messageFrame('903', 'Un'), receivedAt: NOW })
    b.actor.send({
      type: 'realtime.received',
      message: messageFrame('903', 'Un'),
      receivedAt: NOW,
      quiet: true,
    })
    a.actor.send({ type: 'notification.open', id: 'message-903' })
    // b writes its (older, unread) list after a's, before hearing a: a keeps it read.
    b.actor.send({
      type: 'realtime.received',
      message: messageFrame('904', 'Deux'),
      receivedAt: NOW + 1,
      quiet: true,
    })
    storageWritten()
    expect(selectNotifications(a.snap()).find((n) => n.id === 'message-903')?.read).toBe(true)
    expect(selectUnreadCount(a.snap())).toBe(1)
  })

  it('the picked tab hears another tab’s write before the frame itself: it still pops the toast, once', () => {
    const leader = tab()
    const picked = tab()
    const frame = messageFrame('905', 'Le stockage arrive avant')
    leader.actor.send({ type: 'realtime.received', message: frame, receivedAt: NOW, quiet: true })
    storageWritten()
    expect(selectUnreadCount(picked.snap())).toBe(1)
    picked.actor.send({ type: 'realtime.received', message: frame, receivedAt: NOW })
    picked.actor.send({ type: 'realtime.received', message: frame, receivedAt: NOW })
    expect(picked.emitted.filter((e) => e.type === 'toast.requested')).toHaveLength(1)
    expect(selectUnreadCount(picked.snap())).toBe(1)
  })

  it('two tabs writing at once never drop nor double a message: both settle on the union', () => {
    const a = tab()
    const b = tab()
    a.actor.send({
      type: 'realtime.received',
      message: messageFrame('906', 'Un'),
      receivedAt: NOW,
      quiet: true,
    })
    // b missed 906's frame (it was handing over) and wrote 907 after a wrote 906.
    b.actor.send({ type: 'realtime.received', message: messageFrame('907', 'Deux'), receivedAt: NOW + 1 })
    storageWritten()
    storageWritten()
    for (const t of [a, b]) {
      expect(selectUnreadCount(t.snap())).toBe(2)
      expect(selectNotifications(t.snap()).map((n) => n.id)).toEqual(['message-907', 'message-906'])
    }
    // The frame b missed arrives late (a resync racing it): still two.
    b.actor.send({
      type: 'realtime.received',
      message: messageFrame('906', 'Un'),
      receivedAt: NOW,
      quiet: true,
    })
    expect(selectUnreadCount(b.snap())).toBe(2)
  })

  it('a notification removed in one tab is not brought back by another tab that still lists it', () => {
    const a = tab()
    const b = tab()
    const frame = messageFrame('908', 'À retirer')
    a.actor.send({ type: 'realtime.received', message: frame, receivedAt: NOW, quiet: true })
    b.actor.send({ type: 'realtime.received', message: frame, receivedAt: NOW })
    a.actor.send({ type: 'notification.dismiss', id: 'message-908' })
    globalThis.dispatchEvent(new StorageEvent('storage', { key: removedIdsKey(USER) }))
    storageWritten()
    for (const t of [a, b]) expect(selectNotifications(t.snap())).toEqual([])
    b.actor.send({ type: 'realtime.received', message: frame, receivedAt: NOW })
    expect(selectNotifications(b.snap())).toEqual([])
  })

  it('a frame the leader marks seen (its conversation is open in a visible tab) is read in every tab', () => {
    const a = tab()
    const b = tab()
    const frame = messageFrame('909', 'Vu ailleurs')
    a.actor.send({ type: 'realtime.received', message: frame, receivedAt: NOW, quiet: true, seen: true })
    b.actor.send({ type: 'realtime.received', message: frame, receivedAt: NOW, seen: true })
    for (const t of [a, b]) {
      expect(selectUnreadCount(t.snap())).toBe(0)
      expect(t.emitted.filter((e) => e.type === 'toast.requested')).toEqual([])
    }
  })

  it('a conversation open as the machine starts (input) is known before the first frame', () => {
    const actor = createActor(withEmptyServer, { input: { userId: USER, openChatWith: '10042' } })
    open.push(actor)
    const emitted: NotificationsEmitted[] = []
    actor.on('*', (e) => emitted.push(e))
    actor.start()
    actor.send({ type: 'realtime.received', message: messageFrame('910', 'Déjà ouverte'), receivedAt: NOW })
    expect(selectUnreadCount(actor.getSnapshot())).toBe(0)
    expect(emitted.filter((e) => e.type === 'toast.requested')).toEqual([])
  })

  it('a frame heard after another tab stored it read (that tab then crashed) stays read, no toast', () => {
    const reader = tab()
    const other = tab()
    const frame = messageFrame('911', 'Lu dans l’autre onglet')
    reader.actor.send({ type: 'chat.opened', memberId: '10042' })
    reader.actor.send({ type: 'realtime.received', message: frame, receivedAt: NOW, quiet: true })
    reader.actor.stop()
    // The frame reaches the other tab before the storage event of the reader's write.
    other.actor.send({ type: 'realtime.received', message: frame, receivedAt: NOW })
    storageWritten()
    expect(selectUnreadCount(other.snap())).toBe(0)
    expect(other.emitted.filter((e) => e.type === 'toast.requested')).toEqual([])
    const stored = JSON.parse(localStorage.getItem(notificationListKey(USER)) ?? '[]') as { read: boolean }[]
    expect(stored.map((n) => n.read)).toEqual([true])
  })
})
