import { beforeEach, describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { mutedTypesKey, notificationListKey } from '../../lib/notification-storage'
import type { Notification, NotificationType } from './notification-model'
import { MAX_NOTIFICATIONS } from './notifications.machine'
import {
  selectIsMuted,
  selectIsPanelOpen,
  selectMutedTypes,
  selectNotifications,
  selectPanelView,
  selectToastIds,
  selectUnreadCount,
} from './notifications.selectors'
import {
  MARC,
  messageFrame,
  notificationsMachineWith,
  realtimeFrame,
  type StorageLog,
  sampleNotifications,
  visitFrame,
  withEmptyServer,
} from './notifications.test-support'
import type { NotificationsEmitted } from './notifications.types'

const NOW = 1_800_000_000_000

function start(stored: { notifications?: Notification[]; mutedTypes?: NotificationType[] } = {}) {
  const log: StorageLog = { notifications: [], mutedTypes: [] }
  const actor = createActor(notificationsMachineWith(stored, log), { input: { userId: '10001' } })
  const emitted: NotificationsEmitted[] = []
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  const toasts = () => emitted.filter((e) => e.type === 'toast.requested').map((e) => e.notification.id)
  const withdrawn = () => emitted.flatMap((e) => (e.type === 'toasts.withdrawn' ? [e.ids] : []))
  return { actor, log, emitted, toasts, withdrawn, snap: () => actor.getSnapshot() }
}

describe('notifications machine', () => {
  it('starts closed, with what was stored for the member', () => {
    const stored = sampleNotifications(NOW)
    const { snap } = start({ notifications: stored, mutedTypes: ['vote'] })
    expect(snap().value).toMatchObject({ panel: 'closed' })
    expect(selectNotifications(snap())).toEqual(stored)
    expect(selectUnreadCount(snap())).toBe(4)
    expect(selectMutedTypes(snap())).toEqual(['vote'])
    expect(selectIsMuted('vote')(snap())).toBe(true)
    expect(selectIsMuted('visit')(snap())).toBe(false)
    expect(selectIsPanelOpen(snap())).toBe(false)
  })

  it('keeps the toast of a message pushed out of the list by newer ones: the member has not seen it', () => {
    const actor = createActor(notificationsMachineWith(), { input: { userId: '1' } }).start()
    const withdrawn: string[] = []
    actor.on('toasts.withdrawn', ({ ids }) => withdrawn.push(...ids))
    for (let i = 0; i <= MAX_NOTIFICATIONS; i++)
      actor.send({ type: 'realtime.received', message: messageFrame(String(1000 + i), `n° ${i}`) })
    expect(selectNotifications(actor.getSnapshot())).toHaveLength(MAX_NOTIFICATIONS)
    expect(withdrawn).toEqual([])
  })

  it('lists a realtime message newest first, stores the list and asks for a toast', () => {
    const { actor, snap, log, toasts } = start({ notifications: sampleNotifications(NOW) })
    actor.send({ type: 'realtime.received', message: messageFrame('900', 'Coucou'), receivedAt: NOW + 1 })
    const [first] = selectNotifications(snap())
    expect(first).toMatchObject({ id: 'message-900', message: 'Coucou', read: false, timestamp: NOW + 1 })
    expect(selectUnreadCount(snap())).toBe(5)
    expect(toasts()).toEqual(['message-900'])
    expect(selectToastIds(snap())).toEqual(['message-900'])
    // The store action runs after the list changed: it writes the new list.
    expect(log.notifications).toHaveLength(1)
    expect(log.notifications[0]?.[0]?.id).toBe('message-900')
  })

  it('emits the toast with the whole notification', () => {
    const { actor, emitted } = start()
    actor.send({ type: 'realtime.received', message: visitFrame(MARC), receivedAt: NOW })
    expect(emitted).toEqual([
      {
        type: 'toast.requested',
        notification: expect.objectContaining({
          type: 'visit',
          data: expect.objectContaining({ nickname: 'Marc Élan' }),
        }),
      },
    ])
  })

  it('uses the time of arrival when the event carries none', () => {
    const { actor, snap } = start()
    const before = Date.now()
    actor.send({ type: 'realtime.received', message: visitFrame() })
    const [n] = selectNotifications(snap())
    expect(n?.timestamp).toBeGreaterThanOrEqual(before)
    expect(n?.timestamp).toBeLessThanOrEqual(Date.now())
  })

  it('lists a muted type and counts it, but pops no toast', () => {
    const { actor, snap, toasts, log } = start({ mutedTypes: ['visit'] })
    actor.send({ type: 'realtime.received', message: visitFrame(), receivedAt: NOW })
    expect(selectNotifications(snap())).toHaveLength(1)
    expect(selectUnreadCount(snap())).toBe(1)
    expect(toasts()).toEqual([])
    expect(selectToastIds(snap())).toEqual([])
    expect(log.notifications).toHaveLength(1)
    actor.send({ type: 'realtime.received', message: messageFrame('1', 'Salut'), receivedAt: NOW })
    expect(toasts()).toEqual(['message-1'])
  })

  it('lists a message from the member whose chat is open as read, with no toast; others toast', () => {
    const { actor, snap, toasts } = start()
    actor.send({ type: 'chat.opened', memberId: MARC.id })
    actor.send({ type: 'realtime.received', message: messageFrame('901', 'Là ?', MARC), receivedAt: NOW })
    expect(selectNotifications(snap())[0]).toMatchObject({ id: 'message-901', read: true })
    expect(selectUnreadCount(snap())).toBe(0)
    expect(toasts()).toEqual([])
    // From anyone else, and any other kind from the same member, it toasts as before.
    actor.send({ type: 'realtime.received', message: messageFrame('902', 'Coucou'), receivedAt: NOW + 1 })
    actor.send({ type: 'realtime.received', message: visitFrame(MARC), receivedAt: NOW + 2 })
    expect(toasts()).toEqual(['message-902', `visit-${MARC.id}-${NOW + 2}`])
    // A chat closing after the next one opened leaves the next one open.
    actor.send({ type: 'chat.opened', memberId: '10042' })
    actor.send({ type: 'chat.closed', memberId: MARC.id })
    actor.send({ type: 'realtime.received', message: messageFrame('903', 'Et toi ?'), receivedAt: NOW + 3 })
    expect(toasts()).toHaveLength(2)
    actor.send({ type: 'chat.closed', memberId: '10042' })
    actor.send({ type: 'realtime.received', message: messageFrame('904', 'Ok', MARC), receivedAt: NOW + 4 })
    expect(toasts()).toEqual(['message-902', `visit-${MARC.id}-${NOW + 2}`, 'message-904'])
  })

  it('ignores the same message pushed twice (after a reconnect) and frames that notify nothing', () => {
    const { actor, snap, toasts, log } = start()
    actor.send({ type: 'realtime.received', message: messageFrame('7', 'Hello'), receivedAt: NOW })
    actor.send({ type: 'realtime.received', message: messageFrame('7', 'Hello'), receivedAt: NOW + 5000 })
    actor.send({ type: 'realtime.received', message: { action: 'pong' }, receivedAt: NOW })
    actor.send({ type: 'realtime.received', message: realtimeFrame('auth_ok'), receivedAt: NOW })
    expect(selectNotifications(snap())).toHaveLength(1)
    expect(toasts()).toEqual(['message-7'])
    expect(log.notifications).toHaveLength(1)
  })

  it(`keeps at most ${MAX_NOTIFICATIONS} notifications, dropping the oldest`, () => {
    const { actor, snap } = start()
    for (let i = 0; i < MAX_NOTIFICATIONS + 5; i += 1) {
      actor.send({
        type: 'realtime.received',
        message: messageFrame(String(i), `m${i}`),
        receivedAt: NOW + i,
      })
    }
    const list = selectNotifications(snap())
    expect(list).toHaveLength(MAX_NOTIFICATIONS)
    expect(list[0]?.id).toBe(`message-${MAX_NOTIFICATIONS + 4}`)
    expect(list.at(-1)?.id).toBe('message-5')
    expect(selectToastIds(snap())).toHaveLength(MAX_NOTIFICATIONS)
    expect(selectToastIds(snap())).not.toContain('message-0')
  })

  it('opens a notification: read, stored, its toast withdrawn, the list closed', () => {
    const { actor, snap, log, withdrawn } = start()
    actor.send({ type: 'realtime.received', message: messageFrame('5', 'Coucou'), receivedAt: NOW })
    actor.send({ type: 'panel.open' })
    expect(selectIsPanelOpen(snap())).toBe(true)
    actor.send({ type: 'notification.open', id: 'message-5' })
    expect(selectNotifications(snap())[0]?.read).toBe(true)
    expect(selectUnreadCount(snap())).toBe(0)
    expect(snap().value).toMatchObject({ panel: 'closed' })
    expect(log.notifications.at(-1)?.[0]?.read).toBe(true)
    expect(withdrawn()).toEqual([['message-5']])
    expect(selectToastIds(snap())).toEqual([])
  })

  it('opens an already read notification without withdrawing any toast again', () => {
    const { actor, withdrawn, snap } = start({ notifications: sampleNotifications(NOW) })
    actor.send({ type: 'notification.open', id: 'match-10042-4' })
    expect(withdrawn()).toEqual([])
    expect(selectUnreadCount(snap())).toBe(4)
  })

  it('ignores opening or dismissing a notification that is not listed', () => {
    const { actor, snap, log } = start({ notifications: sampleNotifications(NOW) })
    actor.send({ type: 'panel.open' })
    actor.send({ type: 'notification.open', id: 'nope' })
    actor.send({ type: 'notification.dismiss', id: 'nope' })
    expect(selectIsPanelOpen(snap())).toBe(true)
    expect(selectNotifications(snap())).toHaveLength(6)
    expect(log.notifications).toEqual([])
  })

  it('marks all as read, stores it and withdraws every toast still up', () => {
    const { actor, snap, log, withdrawn } = start({ notifications: sampleNotifications(NOW) })
    actor.send({ type: 'realtime.received', message: messageFrame('a', 'A'), receivedAt: NOW })
    actor.send({ type: 'realtime.received', message: visitFrame(), receivedAt: NOW })
    actor.send({ type: 'toast.closed', id: 'message-a' })
    actor.send({ type: 'notifications.markAllRead' })
    expect(selectUnreadCount(snap())).toBe(0)
    expect(log.notifications.at(-1)?.every((n) => n.read)).toBe(true)
    expect(withdrawn()).toEqual([[`visit-10042-${NOW}`]])
    expect(selectToastIds(snap())).toEqual([])
  })

  it('does nothing on mark all read when everything is read', () => {
    const { actor, log, emitted } = start()
    actor.send({ type: 'notifications.markAllRead' })
    expect(log.notifications).toEqual([])
    expect(emitted).toEqual([])
  })

  it('dismisses a notification: removed, stored, its toast withdrawn', () => {
    const { actor, snap, log, withdrawn } = start()
    actor.send({ type: 'realtime.received', message: messageFrame('5', 'Coucou'), receivedAt: NOW })
    actor.send({ type: 'notification.dismiss', id: 'message-5' })
    expect(selectNotifications(snap())).toEqual([])
    expect(log.notifications.at(-1)).toEqual([])
    expect(withdrawn()).toEqual([['message-5']])
  })

  it('forgets a toast that closed on its own, and withdraws nothing for it later', () => {
    const { actor, snap, withdrawn } = start()
    actor.send({ type: 'realtime.received', message: messageFrame('5', 'Coucou'), receivedAt: NOW })
    actor.send({ type: 'toast.closed', id: 'message-5' })
    expect(selectToastIds(snap())).toEqual([])
    actor.send({ type: 'notification.open', id: 'message-5' })
    expect(withdrawn()).toEqual([])
  })

  it('mutes and unmutes a type, storing the preference; a repeat changes nothing', () => {
    const { actor, snap, log } = start()
    actor.send({ type: 'preferences.mute', notificationType: 'visit', muted: true })
    actor.send({ type: 'preferences.mute', notificationType: 'vote', muted: true })
    actor.send({ type: 'preferences.mute', notificationType: 'vote', muted: true })
    // In the spec's order of types (message, vote, like, visit, match), whatever the click order.
    expect(selectMutedTypes(snap())).toEqual(['vote', 'visit'])
    actor.send({ type: 'preferences.mute', notificationType: 'visit', muted: false })
    actor.send({ type: 'preferences.mute', notificationType: 'visit', muted: false })
    expect(selectMutedTypes(snap())).toEqual(['vote'])
    expect(log.mutedTypes).toEqual([['visit'], ['vote', 'visit'], ['vote']])
  })

  it('opens and closes the list and its settings part', () => {
    const { actor, snap } = start()
    actor.send({ type: 'panel.showSettings' })
    expect(snap().value).toMatchObject({ panel: 'closed' })
    actor.send({ type: 'panel.open' })
    expect(snap().value).toMatchObject({ panel: { open: 'list' } })
    expect(selectPanelView(snap())).toBe('list')
    actor.send({ type: 'panel.showSettings' })
    expect(snap().value).toMatchObject({ panel: { open: 'settings' } })
    expect(selectPanelView(snap())).toBe('settings')
    actor.send({ type: 'preferences.mute', notificationType: 'match', muted: true })
    expect(snap().value).toMatchObject({ panel: { open: 'settings' } })
    actor.send({ type: 'panel.showList' })
    expect(snap().value).toMatchObject({ panel: { open: 'list' } })
    actor.send({ type: 'panel.showSettings' })
    actor.send({ type: 'panel.close' })
    expect(snap().value).toMatchObject({ panel: 'closed' })
    actor.send({ type: 'panel.open' })
    expect(snap().value).toMatchObject({ panel: { open: 'list' } })
  })

  it('keeps listing while the list is open', () => {
    const { actor, snap, toasts } = start()
    actor.send({ type: 'panel.open' })
    actor.send({ type: 'realtime.received', message: visitFrame(), receivedAt: NOW })
    expect(selectNotifications(snap())).toHaveLength(1)
    expect(toasts()).toHaveLength(1)
  })
})

describe('notifications machine with the real storage actions', () => {
  beforeEach(() => localStorage.clear())

  it('restores the member read state and mutes, and stores changes under their key', () => {
    const stored = sampleNotifications(NOW)
    localStorage.setItem(notificationListKey('10001'), JSON.stringify(stored))
    localStorage.setItem(mutedTypesKey('10001'), JSON.stringify(['visit', 'bogus']))
    localStorage.setItem(notificationListKey('20002'), JSON.stringify([{ ...stored[0], id: 'other-member' }]))

    const actor = createActor(withEmptyServer, { input: { userId: '10001' } }).start()
    expect(selectNotifications(actor.getSnapshot())).toEqual(stored)
    expect(selectMutedTypes(actor.getSnapshot())).toEqual(['visit'])

    actor.send({ type: 'notifications.markAllRead' })
    actor.send({ type: 'preferences.mute', notificationType: 'vote', muted: true })
    const list = JSON.parse(localStorage.getItem(notificationListKey('10001')) ?? '[]') as Notification[]
    expect(list.every((n) => n.read)).toBe(true)
    expect(JSON.parse(localStorage.getItem(mutedTypesKey('10001')) ?? '[]')).toEqual(['vote', 'visit'])

    // A reload: a new actor for the same member finds everything read.
    const again = createActor(withEmptyServer, { input: { userId: '10001' } }).start()
    expect(selectUnreadCount(again.getSnapshot())).toBe(0)
    expect(selectMutedTypes(again.getSnapshot())).toEqual(['vote', 'visit'])
  })
})
