import { beforeEach, describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import type { Notification } from './notification-model'
import { SERVER_RETRY_MS } from './notifications.machine'
import { selectNotifications, selectUnreadCount, selectUnreadMessageCount } from './notifications.selectors'
import type { ServerConversation } from './notifications.server'
import {
  JULIE,
  MARC,
  messageFrame,
  notificationsMachineWith,
  type StorageLog,
  serverConversationOf,
} from './notifications.test-support'
import type { NotificationsEmitted } from './notifications.types'

/** Settles the promise actors (the server's answer) before looking. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function start(
  server: ServerConversation[] | Error | (() => ServerConversation[]),
  stored: Notification[] = [],
  clock?: SimulatedClock,
) {
  const log: StorageLog = { notifications: [], mutedTypes: [] }
  const actor = createActor(notificationsMachineWith({ notifications: stored }, log, server), {
    input: { userId: '10001' },
    ...(clock ? { clock } : {}),
  })
  const emitted: NotificationsEmitted[] = []
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  // The socket's first connection (feed-notifications.ts).
  actor.send({ type: 'notifications.resync' })
  return { actor, log, emitted, snap: () => actor.getSnapshot() }
}

// Storage is stubbed, but a frame and a reading reconcile with what other tabs stored: none here.
beforeEach(() => localStorage.clear())

describe('notifications machine: the server’s unread count', () => {
  it('waits for the socket’s first connection before reading the server', () => {
    const actor = createActor(notificationsMachineWith({}, undefined, 'pending'), { input: { userId: '1' } })
    actor.start()
    expect(actor.getSnapshot().value).toEqual({ panel: 'closed', server: 'waiting' })
    actor.send({ type: 'notifications.resync' })
    expect(actor.getSnapshot().value).toEqual({ panel: 'closed', server: 'reading' })
  })

  it('reads the server once connected: messages sent while no socket was up count, with no toast', async () => {
    const { snap, emitted, log } = start([serverConversationOf(981, 3)])
    expect(snap().value).toEqual({ panel: 'closed', server: 'reading' })
    await flush()
    expect(snap().value).toEqual({ panel: 'closed', server: 'synced' })
    expect(selectUnreadCount(snap())).toBe(3)
    expect(selectUnreadMessageCount(snap())).toBe(3)
    expect(selectNotifications(snap()).map((n) => n.id)).toEqual(['message-981'])
    expect(emitted.filter((e) => e.type === 'toast.requested')).toEqual([])
    expect(log.notifications.at(-1)?.map((n) => n.id)).toEqual(['message-981'])
  })

  it('counts a frame heard before the answer once', async () => {
    const { actor, snap } = start([serverConversationOf(981, 2)])
    actor.send({ type: 'realtime.received', message: messageFrame('981', 'Tu es là ?') })
    await flush()
    expect(selectUnreadCount(snap())).toBe(2)
  })

  it('counts a frame newer than the answer on top, and one the answer counted as unheard once', async () => {
    const { actor, snap } = start([serverConversationOf(981, 3)])
    await flush()
    actor.send({ type: 'realtime.received', message: messageFrame('990', 'Encore moi') })
    expect(selectUnreadCount(snap())).toBe(4)
    // 980 was on its way while the server was read: it was among the unheard, it is heard now.
    actor.send({ type: 'realtime.received', message: messageFrame('980', 'Coucou') })
    expect(selectUnreadCount(snap())).toBe(4)
  })

  it('reads the server again on a resync, and takes up a conversation read elsewhere', async () => {
    let server = [serverConversationOf(981, 2)]
    let asked = 0
    const log: StorageLog = { notifications: [], mutedTypes: [] }
    const machine = notificationsMachineWith({}, log).provide({
      actors: {
        readServerUnread: fromPromise<ServerConversation[], { since: number | null }>(async () => {
          asked += 1
          return server
        }),
      },
    })
    const actor = createActor(machine, { input: { userId: '10001' } }).start()
    actor.send({ type: 'notifications.resync' })
    const withdrawn: string[] = []
    actor.on('toasts.withdrawn', ({ ids }) => withdrawn.push(...ids))
    await flush()
    actor.send({ type: 'realtime.received', message: messageFrame('982', 'Et là ?') })
    expect(selectUnreadCount(actor.getSnapshot())).toBe(3)
    server = [serverConversationOf(982, 0)]
    actor.send({ type: 'notifications.resync' })
    expect(actor.getSnapshot().value).toEqual({ panel: 'closed', server: 'reading' })
    await flush()
    expect(asked).toBe(2)
    expect(selectUnreadCount(actor.getSnapshot())).toBe(0)
    expect(withdrawn).toEqual(['message-982'])
  })

  it('reads the server again when a page reads a conversation while a reading is on its way', async () => {
    let calls = 0
    let server = [serverConversationOf(981, 3)]
    const { actor, snap } = start(() => {
      calls += 1
      return server
    })
    // The page's load read it on the server up to 980 after the reading was asked: that answer
    // (3 unread up to 981) is stale; the server now counts 981 alone.
    server = [serverConversationOf(981, 1)]
    actor.send({ type: 'chat.opened', memberId: JULIE.id, readUpTo: 980 })
    actor.send({ type: 'chat.closed', memberId: JULIE.id })
    await flush()
    expect(calls).toBe(2)
    expect(selectUnreadCount(snap())).toBe(1)
  })

  it('counts the frames alone when the server cannot be read, and reads it again later', async () => {
    const clock = new SimulatedClock()
    let calls = 0
    const { snap } = start(
      () => {
        calls += 1
        if (calls === 1) throw new Error('Erreur réseau')
        return [serverConversationOf(981, 1)]
      },
      [],
      clock,
    )
    await flush()
    expect(snap().value).toEqual({ panel: 'closed', server: 'failed' })
    expect(selectUnreadCount(snap())).toBe(0)
    clock.increment(SERVER_RETRY_MS - 1)
    expect(calls).toBe(1)
    clock.increment(1)
    await flush()
    expect(calls).toBe(2)
    expect(snap().value).toEqual({ panel: 'closed', server: 'synced' })
    expect(selectUnreadCount(snap())).toBe(1)
  })

  it('reads a whole conversation when it opens: its toasts come down, others stay', async () => {
    const { actor, snap, emitted } = start([])
    await flush()
    actor.send({ type: 'realtime.received', message: messageFrame('1', 'Un') })
    actor.send({ type: 'realtime.received', message: messageFrame('2', 'Deux') })
    actor.send({ type: 'realtime.received', message: messageFrame('3', 'De Marc', MARC) })
    expect(selectUnreadCount(snap())).toBe(3)
    actor.send({ type: 'chat.opened', memberId: JULIE.id })
    expect(selectUnreadCount(snap())).toBe(1)
    expect(emitted.filter((e) => e.type === 'toasts.withdrawn')).toEqual([
      { type: 'toasts.withdrawn', ids: ['message-2', 'message-1'] },
    ])
  })

  it('opening one of a member’s messages reads the others of that conversation, toasts down', async () => {
    const { actor, snap, emitted } = start([])
    await flush()
    actor.send({ type: 'realtime.received', message: messageFrame('1', 'Un') })
    actor.send({ type: 'realtime.received', message: messageFrame('2', 'Deux') })
    actor.send({ type: 'realtime.received', message: messageFrame('3', 'De Marc', MARC) })
    actor.send({ type: 'notification.open', id: 'message-1' })
    expect(selectUnreadCount(snap())).toBe(1)
    expect(emitted.filter((e) => e.type === 'toasts.withdrawn')).toEqual([
      { type: 'toasts.withdrawn', ids: ['message-2', 'message-1'] },
    ])
  })

  it('a page that loaded the conversation reads it in every tab up to there, whatever lists it later', async () => {
    const { actor, snap } = start([serverConversationOf(981, 3)])
    actor.send({ type: 'chat.opened', memberId: JULIE.id, readUpTo: 981 })
    await flush()
    // The reading answered after the page had read it (an answer on its way from before): read.
    expect(selectUnreadCount(snap())).toBe(0)
    expect(snap().context.readUpTo).toEqual({ [JULIE.id]: 981 })
    actor.send({ type: 'realtime.received', message: messageFrame('980', 'En retard') })
    expect(selectUnreadCount(snap())).toBe(0)
    // The conversation left the screen: a newer message counts.
    actor.send({ type: 'chat.closed', memberId: JULIE.id })
    actor.send({ type: 'realtime.received', message: messageFrame('982', 'Nouveau') })
    expect(selectUnreadCount(snap())).toBe(1)
  })
})
