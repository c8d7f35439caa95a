import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { createPageEventsActor, createSocketActor } from './socket.actors'
import { reconnectDelayFor, socketMachine } from './socket.machine'
import {
  selectCanReconnect,
  selectConnectionStatus,
  selectIsReconnecting,
  selectIsSessionRejected,
  selectQueuedFrameCount,
  selectReconnectAttempts,
  selectSocketError,
} from './socket.selectors'
import {
  AUTH_OK,
  AUTH_REFUSED,
  createFakeNetwork,
  createFakePage,
  type FakeSocket,
  socketMachineOn,
} from './socket.test-support'
import type { SocketEmitted, SocketFrame } from './socket.types'

const URL = 'ws://mock.test/ws'
const SESSION = 'sess-42'
const DELAYS = [3000, 4500, 6750, 10125, 15187.5]

function start() {
  const clock = new SimulatedClock()
  const network = createFakeNetwork()
  const page = createFakePage()
  const emitted: SocketEmitted[] = []
  const actor = createActor(socketMachineOn(network, page), {
    input: { url: URL, sessionId: SESSION },
    clock,
  })
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  const socket = () => network.last as FakeSocket
  const snapshot = () => actor.getSnapshot()
  const value = () => snapshot().value
  const send = (frame: SocketFrame) => actor.send({ type: 'socket.send', frame })
  /** The newest socket opens and the server accepts the session. */
  const accept = () => {
    socket().open()
    socket().push(AUTH_OK)
  }
  return { clock, network, page, emitted, actor, socket, snapshot, value, send, accept }
}

type Harness = ReturnType<typeof start>

/** Drops the connection `failures` times in a row, waiting each backoff delay in full. */
function failAttempts(h: Harness, failures: number) {
  for (let n = 1; n <= failures; n++) {
    h.socket().drop(1006)
    h.clock.increment(reconnectDelayFor(n))
  }
}

const msg = (n: number): SocketFrame => ({ action: 'ping', n })

describe('socket machine: connecting', () => {
  it('opens one socket at the configured address and shows connecting', () => {
    const h = start()
    expect(h.value()).toEqual({ live: { connecting: 'opening' } })
    expect(h.network.sockets).toHaveLength(1)
    expect(h.socket().url).toBe(URL)
    expect(selectConnectionStatus(h.snapshot())).toBe('connecting')
  })

  it('sends the auth frame first on open, then waits for auth_ok', () => {
    const h = start()
    h.socket().open()
    expect(h.value()).toEqual({ live: { connecting: 'authenticating' } })
    expect(h.socket().parsedFrames()).toEqual([{ action: 'auth', session_id: SESSION }])
    expect(selectConnectionStatus(h.snapshot())).toBe('connecting')
    h.socket().push(AUTH_OK)
    expect(h.value()).toEqual({ live: 'connected' })
    expect(selectConnectionStatus(h.snapshot())).toBe('connected')
    expect(h.emitted).toEqual([])
  })

  it('ignores frames that are not JSON or have no action while authenticating', () => {
    const h = start()
    h.socket().open()
    h.socket().push('not json')
    h.socket().push({ connected: 1 })
    h.socket().push({ action: 'cmd_new', msg: 'too early' })
    expect(h.value()).toEqual({ live: { connecting: 'authenticating' } })
    expect(h.emitted).toEqual([])
  })

  it('counts an opening or an auth answer longer than 10 s as a failed attempt', () => {
    const h = start()
    h.clock.increment(9999)
    expect(h.value()).toEqual({ live: { connecting: 'opening' } })
    h.clock.increment(1)
    expect(h.value()).toBe('reconnecting')
    expect(h.network.sockets[0]?.clientCloseCode).toBe(1000)
    expect(h.snapshot().context.error).toBe('connectionError')

    h.clock.increment(3000)
    h.socket().open()
    h.clock.increment(10_000)
    expect(h.value()).toBe('reconnecting')
    expect(h.network.liveSockets()).toEqual([])
  })

  it('goes to error when the fifth attempt times out', () => {
    const h = start()
    failAttempts(h, 4)
    h.socket().drop(1006)
    h.clock.increment(reconnectDelayFor(5))
    expect(selectReconnectAttempts(h.snapshot())).toBe(5)
    h.clock.increment(10_000)
    expect(h.value()).toBe('error')
    expect(selectSocketError(h.snapshot())).toBe('connectionError')
  })
})

describe('socket machine: the outgoing queue', () => {
  it('queues frames until authenticated, then sends them in order, once', () => {
    const h = start()
    h.send(msg(1))
    h.socket().open()
    h.send(msg(2))
    expect(selectQueuedFrameCount(h.snapshot())).toBe(2)
    expect(h.socket().frames).toHaveLength(1) // only the auth frame
    h.socket().push(AUTH_OK)
    expect(h.socket().parsedFrames()).toEqual([{ action: 'auth', session_id: SESSION }, msg(1), msg(2)])
    expect(h.snapshot().context.queue).toEqual([])
  })

  it('sends straight away once connected', () => {
    const h = start()
    h.accept()
    h.send(msg(1))
    h.send(msg(2))
    expect(h.socket().parsedFrames().slice(1)).toEqual([msg(1), msg(2)])
    expect(h.snapshot().context.queue).toEqual([])
  })

  it('keeps frames sent while waiting to reconnect, and sends them after the next auth', () => {
    const h = start()
    h.accept()
    h.socket().drop(1006)
    h.send(msg(1))
    h.send(msg(2))
    h.clock.increment(3000)
    expect(h.network.sockets).toHaveLength(2)
    h.accept()
    expect(h.socket().parsedFrames()).toEqual([{ action: 'auth', session_id: SESSION }, msg(1), msg(2)])
    expect(h.network.sockets[0]?.parsedFrames().slice(1)).toEqual([])
  })

  it('keeps what was not sent when the socket drops mid-flush, and sends it once after', () => {
    const network = createFakeNetwork({
      // The server's end goes away right after the second queued frame arrives.
      onFrame: (socket) => {
        if (socket.frames.length === 3) socket.drop(1006)
      },
    })
    const clock = new SimulatedClock()
    const actor = createActor(socketMachineOn(network), { input: { url: URL, sessionId: SESSION }, clock })
    actor.start()
    for (const n of [1, 2, 3, 4]) actor.send({ type: 'socket.send', frame: msg(n) })
    network.last?.open()
    network.last?.push(AUTH_OK)
    expect(actor.getSnapshot().value).toBe('reconnecting')
    expect(network.sockets[0]?.parsedFrames().slice(1)).toEqual([msg(1), msg(2)])
    expect(actor.getSnapshot().context.queue.map((q) => q.frame)).toEqual([msg(3), msg(4)])

    clock.increment(3000)
    network.last?.open()
    network.last?.push(AUTH_OK)
    expect(network.sockets[1]?.parsedFrames().slice(1)).toEqual([msg(3), msg(4)])
    const all = network.sockets.flatMap((s) => s.parsedFrames().filter((f) => f.action !== 'auth'))
    expect(all).toEqual([msg(1), msg(2), msg(3), msg(4)])
    expect(network.sockets.every((s) => s.discarded.length === 0)).toBe(true)
  })
})

describe('socket machine: incoming frames', () => {
  it('emits realtime frames as typed messages, not the protocol ones', () => {
    const h = start()
    h.accept()
    const visit = {
      action: 'cmd_visit',
      connected: 1,
      infos_exp: { id: '7', pseudo: 'Léa' },
      txt_title: 'Visite',
    }
    h.socket().push(visit)
    h.socket().push({ action: 'pong' })
    h.socket().push('garbage')
    expect(h.emitted).toEqual([{ type: 'realtime.received', message: visit }])
  })
})

describe('socket machine: reconnecting with backoff', () => {
  it('waits exactly 3000, 4500, 6750, 10125 and 15187.5 ms, not earlier, then gives up with an error', () => {
    const h = start()
    h.accept()
    const openedAt: number[] = []
    let last = h.network.sockets.length
    h.socket().drop(1006)
    const droppedAt = h.clock.now()
    let attemptStart = droppedAt
    for (const delay of DELAYS) {
      expect(h.value()).toBe('reconnecting')
      expect(selectIsReconnecting(h.snapshot())).toBe(true)
      h.clock.increment(delay - 1)
      expect(h.network.sockets.length).toBe(last)
      h.clock.increment(0.5)
      expect(h.network.sockets.length).toBe(last)
      h.clock.increment(0.5)
      expect(h.network.sockets.length).toBe(last + 1)
      openedAt.push(h.clock.now() - attemptStart)
      last = h.network.sockets.length
      h.socket().drop(1006, '', true)
      attemptStart = h.clock.now()
    }
    expect(openedAt).toEqual(DELAYS)
    expect(h.value()).toBe('error')
    expect(selectConnectionStatus(h.snapshot())).toBe('error')
    expect(selectSocketError(h.snapshot())).toBe('socketError')
    h.clock.increment(60_000)
    expect(h.network.sockets).toHaveLength(6)
  })

  it('says connectionError when the last failure closed without an error event', () => {
    const h = start()
    for (let n = 1; n <= 5; n++) {
      h.socket().drop(1006, '', false)
      h.clock.increment(reconnectDelayFor(n))
    }
    h.socket().drop(1011, 'server error', false)
    expect(h.value()).toBe('error')
    expect(selectSocketError(h.snapshot())).toBe('connectionError')
  })

  it('treats any 4xxx close but 4001 as abnormal', () => {
    const h = start()
    h.accept()
    h.socket().drop(4000, 'going away', false)
    expect(h.value()).toBe('reconnecting')
  })

  it('starts the backoff again after a healthy connection', () => {
    const h = start()
    failAttempts(h, 3)
    expect(selectReconnectAttempts(h.snapshot())).toBe(3)
    h.accept()
    expect(selectReconnectAttempts(h.snapshot())).toBe(0)
    h.socket().drop(1006)
    h.clock.increment(2999)
    expect(h.network.sockets).toHaveLength(4)
    h.clock.increment(1)
    expect(h.network.sockets).toHaveLength(5)
  })

  it('announces a reconnection when connected again after a drop, not on the first connection', () => {
    const h = start()
    h.accept()
    expect(h.emitted).toEqual([])
    h.socket().drop(1006)
    h.clock.increment(3000)
    h.accept()
    expect(h.emitted).toEqual([{ type: 'socket.reconnected' }])
  })

  it('gives up at once and shows createFailed when the WebSocket constructor throws', () => {
    const network = createFakeNetwork()
    network.throwOnCreate = true
    const clock = new SimulatedClock()
    const actor = createActor(socketMachineOn(network), { input: { url: 'nope', sessionId: SESSION }, clock })
    actor.start()
    expect(actor.getSnapshot().value).toBe('error')
    expect(selectSocketError(actor.getSnapshot())).toBe('createFailed')
    network.throwOnCreate = false
    actor.send({ type: 'socket.reconnect' })
    expect(actor.getSnapshot().value).toEqual({ live: { connecting: 'opening' } })
    expect(network.sockets).toHaveLength(1)
  })
})

describe('socket machine: page visible and online', () => {
  it('reconnects at once from the waiting state when the tab becomes visible, attempts reset', () => {
    const h = start()
    failAttempts(h, 2)
    h.socket().drop(1006)
    expect(selectReconnectAttempts(h.snapshot())).toBe(2)
    h.page.hide()
    expect(h.network.sockets).toHaveLength(3)
    h.page.show()
    expect(h.network.sockets).toHaveLength(4)
    expect(h.value()).toEqual({ live: { connecting: 'opening' } })
    expect(selectReconnectAttempts(h.snapshot())).toBe(0)
    // The cancelled timer does not open another socket later.
    h.clock.increment(60_000)
    expect(h.network.sockets).toHaveLength(4)
    expect(h.network.maxLiveAtOnce).toBe(1)
  })

  it('reconnects at once from the waiting state on the online event and on the member’s request', () => {
    for (const retry of [
      (h: Harness) => h.page.goOnline(),
      (h: Harness) => h.actor.send({ type: 'socket.reconnect' }),
    ]) {
      const h = start()
      h.socket().drop(1006)
      retry(h)
      expect(h.network.sockets).toHaveLength(2)
      expect(h.value()).toEqual({ live: { connecting: 'opening' } })
      h.clock.increment(3000)
      expect(h.network.sockets).toHaveLength(2)
    }
  })

  it('reconnects from error on visible, on online and on the member’s request', () => {
    for (const retry of [
      (h: Harness) => h.page.show(),
      (h: Harness) => h.page.goOnline(),
      (h: Harness) => h.actor.send({ type: 'socket.reconnect' }),
    ]) {
      const h = start()
      failAttempts(h, 5)
      h.socket().drop(1006)
      expect(h.value()).toBe('error')
      expect(selectCanReconnect(h.snapshot())).toBe(true)
      retry(h)
      expect(h.value()).toEqual({ live: { connecting: 'opening' } })
      expect(selectReconnectAttempts(h.snapshot())).toBe(0)
      h.accept()
      expect(h.value()).toEqual({ live: 'connected' })
    }
  })

  it('ignores visible, online and reconnect while connecting or connected', () => {
    const h = start()
    const poke = () => {
      h.page.show()
      h.page.goOnline()
      h.actor.send({ type: 'socket.reconnect' })
    }
    poke()
    h.socket().open()
    poke()
    expect(h.value()).toEqual({ live: { connecting: 'authenticating' } })
    h.socket().push(AUTH_OK)
    poke()
    expect(h.network.sockets).toHaveLength(1)
    expect(h.value()).toEqual({ live: 'connected' })
  })
})

describe('socket machine: normal close, refused session, logout', () => {
  it('stays disconnected after a normal close (1000): no timer, no visible, no online', () => {
    const h = start()
    h.accept()
    h.send(msg(1))
    h.socket().drop(1000)
    expect(h.value()).toEqual({ disconnected: 'closed' })
    expect(selectConnectionStatus(h.snapshot())).toBe('disconnected')
    h.send(msg(2))
    h.clock.increment(120_000)
    h.page.show()
    h.page.goOnline()
    expect(h.network.sockets).toHaveLength(1)
    h.actor.send({ type: 'socket.reconnect' })
    h.accept()
    expect(h.network.sockets).toHaveLength(2)
    expect(h.socket().parsedFrames().slice(1)).toEqual([msg(2)])
  })

  it('goes to error with authRejected on close 4001 and never retries on its own', () => {
    const h = start()
    h.accept()
    h.socket().drop(4001, 'session expired', false)
    expect(h.value()).toBe('error')
    expect(selectSocketError(h.snapshot())).toBe('authRejected')
    expect(selectIsSessionRejected(h.snapshot())).toBe(true)
    expect(h.emitted).toEqual([{ type: 'socket.sessionRejected' }])
    h.clock.increment(120_000)
    h.page.show()
    h.page.goOnline()
    expect(h.network.sockets).toHaveLength(1)
    h.actor.send({ type: 'socket.reconnect' })
    expect(h.network.sockets).toHaveLength(2)
  })

  it('goes to error with authRejected on the server’s error frame, and closes its socket', () => {
    const h = start()
    h.socket().open()
    h.socket().push(AUTH_REFUSED)
    expect(h.value()).toBe('error')
    expect(selectSocketError(h.snapshot())).toBe('authRejected')
    expect(h.socket().clientCloseCode).toBe(1000)
    expect(h.emitted).toEqual([{ type: 'socket.sessionRejected' }])
  })

  it('closes with 1000 at logout and stays disconnected for good', () => {
    const h = start()
    h.accept()
    h.actor.send({ type: 'socket.close' })
    expect(h.socket().clientCloseCode).toBe(1000)
    expect(h.value()).toEqual({ disconnected: 'loggedOut' })
    h.send(msg(1))
    h.actor.send({ type: 'socket.close' })
    h.actor.send({ type: 'socket.reconnect' })
    h.page.show()
    h.page.goOnline()
    h.clock.increment(120_000)
    expect(h.network.sockets).toHaveLength(1)
    expect(h.snapshot().context.queue).toEqual([])
    expect(selectCanReconnect(h.snapshot())).toBe(false)
  })

  it('drops the queue and cancels a pending reconnect at logout, from any state', () => {
    const setups: ((h: Harness) => void)[] = [
      () => {}, // opening
      (h) => h.socket().open(), // authenticating
      (h) => h.socket().drop(1006), // reconnecting
      (h) => {
        failAttempts(h, 5)
        h.socket().drop(1006)
      }, // error
      (h) => {
        h.accept()
        h.socket().drop(1000)
      }, // disconnected.closed
    ]
    for (const setupState of setups) {
      const h = start()
      setupState(h)
      h.send(msg(1))
      const sockets = h.network.sockets.length
      h.actor.send({ type: 'socket.close' })
      expect(h.value()).toEqual({ disconnected: 'loggedOut' })
      expect(h.snapshot().context.queue).toEqual([])
      h.clock.increment(120_000)
      expect(h.network.sockets).toHaveLength(sockets)
      expect(h.network.liveSockets()).toEqual([])
    }
  })
})

describe('socket machine: one socket at most', () => {
  it('never has two live sockets, and an old socket’s late events change nothing', () => {
    const h = start()
    h.accept()
    const first = h.socket()
    first.drop(1006)
    expect(first.listenerCount()).toBe(0)
    h.page.show() // reconnect now
    const second = h.socket()
    expect(second).not.toBe(first)
    // The first socket's events can no longer reach the machine.
    first.readyState = 1
    first.push({ action: 'cmd_new', msg: 'ghost' })
    first.drop(1006)
    expect(h.value()).toEqual({ live: { connecting: 'opening' } })
    h.accept()
    h.actor.send({ type: 'socket.close' })
    expect(h.network.maxLiveAtOnce).toBe(1)
    expect(h.emitted.filter((e) => e.type === 'realtime.received')).toEqual([])
  })

  it('closes its socket (1000) and its page listeners when the actor stops', () => {
    const h = start()
    h.accept()
    h.actor.stop()
    expect(h.socket().clientCloseCode).toBe(1000)
    expect(h.socket().listenerCount()).toBe(0)
    h.page.show()
    expect(h.network.sockets).toHaveLength(1)
  })
})

describe('socket actor', () => {
  it('writes nothing but the auth frame before auth_ok, even when asked', () => {
    const network = createFakeNetwork()
    const actor = createActor(
      createSocketActor(() => network.WebSocket),
      {
        input: { url: URL, sessionId: SESSION },
      },
    ).start()
    const socket = network.last as FakeSocket
    actor.send({ type: 'socket.write', id: 1, frame: msg(1) }) // still connecting: no throw
    socket.open()
    actor.send({ type: 'socket.write', id: 2, frame: msg(2) })
    expect(socket.parsedFrames()).toEqual([{ action: 'auth', session_id: SESSION }])
    socket.push(AUTH_OK)
    actor.send({ type: 'socket.write', id: 3, frame: msg(3) })
    expect(socket.parsedFrames()).toEqual([{ action: 'auth', session_id: SESSION }, msg(3)])
    actor.stop()
    expect(socket.clientCloseCode).toBe(1000)
  })

  it('page events: visible (not hidden) and online, until stopped', () => {
    const page = createFakePage()
    const received: string[] = []
    const parent = createActor(
      socketMachine.provide({
        actors: {
          socket: createSocketActor(() => createFakeNetwork().WebSocket),
          pageEvents: createPageEventsActor(() => ({ document: page.document, window: page.window })),
        },
      }),
      {
        input: { url: URL, sessionId: SESSION },
        inspect: (e) => {
          if (e.type === '@xstate.event' && e.actorRef === parent) received.push(e.event.type)
        },
      },
    )
    parent.start()
    page.hide()
    page.show()
    page.goOnline()
    parent.stop()
    page.show()
    expect(received.filter((t) => t === 'page.visible' || t === 'network.online')).toEqual([
      'page.visible',
      'network.online',
    ])
  })
})
