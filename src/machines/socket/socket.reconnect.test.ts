import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { reconnectDelayFor } from './socket.machine'
import {
  selectCanReconnect,
  selectConnectionStatus,
  selectIsReconnecting,
  selectIsSessionRejected,
  selectReconnectAttempts,
  selectSocketError,
} from './socket.selectors'
import {
  AUTH_OK,
  AUTH_REFUSED,
  createFakeNetwork,
  failAttempts,
  ping,
  SESSION_ID,
  type SocketHarness,
  socketMachineOn,
  startSocket,
} from './socket.test-support'

/** The backoff as decided (attempt n waits 3000 x 1.5^(n-1) ms), written out so a wrong formula fails. */
const DELAYS = [3000, 4500, 6750, 10125, 15187.5]

describe('socket machine: reconnecting with backoff', () => {
  it('waits exactly 3000, 4500, 6750, 10125 and 15187.5 ms, not earlier, then gives up with an error', () => {
    const h = startSocket()
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
    const h = startSocket()
    for (let n = 1; n <= 5; n++) {
      h.socket().drop(1006, '', false)
      h.clock.increment(reconnectDelayFor(n))
    }
    h.socket().drop(1011, 'server error', false)
    expect(h.value()).toBe('error')
    expect(selectSocketError(h.snapshot())).toBe('connectionError')
  })

  it('treats any 4xxx close but 4001 as abnormal', () => {
    const h = startSocket()
    h.accept()
    h.socket().drop(4000, 'going away', false)
    expect(h.value()).toBe('reconnecting')
  })

  it('starts the backoff again after a healthy connection', () => {
    const h = startSocket()
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
    const h = startSocket()
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
    const actor = createActor(socketMachineOn(network), {
      input: { url: 'nope', sessionId: SESSION_ID },
      clock,
    })
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
    const h = startSocket()
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
      (h: SocketHarness) => h.page.goOnline(),
      (h: SocketHarness) => h.actor.send({ type: 'socket.reconnect' }),
    ]) {
      const h = startSocket()
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
      (h: SocketHarness) => h.page.show(),
      (h: SocketHarness) => h.page.goOnline(),
      (h: SocketHarness) => h.actor.send({ type: 'socket.reconnect' }),
    ]) {
      const h = startSocket()
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
    const h = startSocket()
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
    const h = startSocket()
    h.accept()
    h.send(ping(1))
    h.socket().drop(1000)
    expect(h.value()).toEqual({ disconnected: 'closed' })
    expect(selectConnectionStatus(h.snapshot())).toBe('disconnected')
    h.send(ping(2))
    h.clock.increment(120_000)
    h.page.show()
    h.page.goOnline()
    expect(h.network.sockets).toHaveLength(1)
    h.actor.send({ type: 'socket.reconnect' })
    h.accept()
    expect(h.network.sockets).toHaveLength(2)
    expect(h.socket().parsedFrames().slice(1)).toEqual([ping(2)])
  })

  it('goes to error with authRejected on close 4001 and never retries on its own', () => {
    const h = startSocket()
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
    const h = startSocket()
    h.socket().open()
    h.socket().push(AUTH_REFUSED)
    expect(h.value()).toBe('error')
    expect(selectSocketError(h.snapshot())).toBe('authRejected')
    expect(h.socket().clientCloseCode).toBe(1000)
    expect(h.emitted).toEqual([{ type: 'socket.sessionRejected' }])
  })

  it('closes with 1000 at logout and stays disconnected for good', () => {
    const h = startSocket()
    h.accept()
    h.actor.send({ type: 'socket.close' })
    expect(h.socket().clientCloseCode).toBe(1000)
    expect(h.value()).toEqual({ disconnected: 'loggedOut' })
    h.send(ping(1))
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
    const setups: ((h: SocketHarness) => void)[] = [
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
      const h = startSocket()
      setupState(h)
      h.send(ping(1))
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
