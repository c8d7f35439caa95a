import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { reconnectDelayFor } from './socket.machine'
import {
  selectConnectionStatus,
  selectQueuedFrameCount,
  selectReconnectAttempts,
  selectSocketError,
} from './socket.selectors'
import {
  AUTH_OK,
  createFakeNetwork,
  failAttempts,
  ping,
  SESSION_ID,
  SOCKET_URL,
  socketMachineOn,
  startSocket,
} from './socket.test-support'

describe('socket machine: connecting', () => {
  it('opens one socket at the configured address and shows connecting', () => {
    const h = startSocket()
    expect(h.value()).toEqual({ live: { connecting: 'opening' } })
    expect(h.network.sockets).toHaveLength(1)
    expect(h.socket().url).toBe(SOCKET_URL)
    expect(selectConnectionStatus(h.snapshot())).toBe('connecting')
  })

  it('sends the auth frame first on open, then waits for auth_ok', () => {
    const h = startSocket()
    h.socket().open()
    expect(h.value()).toEqual({ live: { connecting: 'authenticating' } })
    expect(h.socket().parsedFrames()).toEqual([{ action: 'auth', session_id: SESSION_ID }])
    expect(selectConnectionStatus(h.snapshot())).toBe('connecting')
    h.socket().push(AUTH_OK)
    expect(h.value()).toEqual({ live: 'connected' })
    expect(selectConnectionStatus(h.snapshot())).toBe('connected')
    expect(h.emitted).toEqual([])
  })

  it('ignores frames that are not JSON or have no action while authenticating', () => {
    const h = startSocket()
    h.socket().open()
    h.socket().push('not json')
    h.socket().push({ connected: 1 })
    h.socket().push({ action: 'cmd_new', msg: 'too early' })
    expect(h.value()).toEqual({ live: { connecting: 'authenticating' } })
    expect(h.emitted).toEqual([])
  })

  it('counts an opening or an auth answer longer than 10 s as a failed attempt', () => {
    const h = startSocket()
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
    const h = startSocket()
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
    const h = startSocket()
    h.send(ping(1))
    h.socket().open()
    h.send(ping(2))
    expect(selectQueuedFrameCount(h.snapshot())).toBe(2)
    expect(h.socket().frames).toHaveLength(1) // only the auth frame
    h.socket().push(AUTH_OK)
    expect(h.socket().parsedFrames()).toEqual([{ action: 'auth', session_id: SESSION_ID }, ping(1), ping(2)])
    expect(h.snapshot().context.queue).toEqual([])
  })

  it('sends straight away once connected', () => {
    const h = startSocket()
    h.accept()
    h.send(ping(1))
    h.send(ping(2))
    expect(h.socket().parsedFrames().slice(1)).toEqual([ping(1), ping(2)])
    expect(h.snapshot().context.queue).toEqual([])
  })

  it('keeps frames sent while waiting to reconnect, and sends them after the next auth', () => {
    const h = startSocket()
    h.accept()
    h.socket().drop(1006)
    h.send(ping(1))
    h.send(ping(2))
    h.clock.increment(3000)
    expect(h.network.sockets).toHaveLength(2)
    h.accept()
    expect(h.socket().parsedFrames()).toEqual([{ action: 'auth', session_id: SESSION_ID }, ping(1), ping(2)])
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
    const actor = createActor(socketMachineOn(network), {
      input: { url: SOCKET_URL, sessionId: SESSION_ID },
      clock,
    })
    actor.start()
    for (const n of [1, 2, 3, 4]) actor.send({ type: 'socket.send', frame: ping(n) })
    network.last?.open()
    network.last?.push(AUTH_OK)
    expect(actor.getSnapshot().value).toBe('reconnecting')
    expect(network.sockets[0]?.parsedFrames().slice(1)).toEqual([ping(1), ping(2)])
    expect(actor.getSnapshot().context.queue.map((q) => q.frame)).toEqual([ping(3), ping(4)])

    clock.increment(3000)
    network.last?.open()
    network.last?.push(AUTH_OK)
    expect(network.sockets[1]?.parsedFrames().slice(1)).toEqual([ping(3), ping(4)])
    const all = network.sockets.flatMap((s) => s.parsedFrames().filter((f) => f.action !== 'auth'))
    expect(all).toEqual([ping(1), ping(2), ping(3), ping(4)])
    expect(network.sockets.every((s) => s.discarded.length === 0)).toBe(true)
  })
})

describe('socket machine: incoming frames', () => {
  it('emits realtime frames as typed messages, not the protocol ones', () => {
    const h = startSocket()
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
    // Not shared between tabs: this tab pops the toasts.
    expect(h.emitted).toEqual([
      {
        type: 'realtime.received',
        message: visit,
        receivedAt: expect.any(Number),
        toastHere: true,
        seen: false,
      },
    ])
  })
})

describe('socket machine: one socket at most', () => {
  it('never has two live sockets, and an old socket’s late events change nothing', () => {
    const h = startSocket()
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
    const h = startSocket()
    h.accept()
    h.actor.stop()
    expect(h.socket().clientCloseCode).toBe(1000)
    expect(h.socket().listenerCount()).toBe(0)
    h.page.show()
    expect(h.network.sockets).toHaveLength(1)
  })
})
