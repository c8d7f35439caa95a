/**
 * A fake WebSocket network and fake page event sources for the socket machine's tests and stories.
 * The test plays the server: it opens, refuses, answers and drops sockets by hand, or through hooks.
 */

import { createActor, SimulatedClock } from 'xstate'
import { createPageEventsActor, createSocketActor, READY_STATE, type WebSocketClass } from './socket.actors'
import { reconnectDelayFor, socketMachine } from './socket.machine'
import type { SocketEmitted, SocketFrame } from './socket.types'

export const AUTH_OK = { action: 'auth_ok', connected: 1, user_id: '10001' } as const
export const AUTH_REFUSED = { action: 'error', connected: 0, msg: 'Session invalide ou expirée' } as const

export interface FakeNetworkHooks {
  /** A socket was constructed (still CONNECTING). */
  onCreate?: (socket: FakeSocket) => void
  /** The server received a frame on an open socket. */
  onFrame?: (socket: FakeSocket, data: string) => void
}

function makeEvent(type: string, props: Record<string, unknown> = {}): Event {
  return Object.assign(new Event(type), props)
}

export class FakeSocket {
  readyState: number = READY_STATE.CONNECTING
  /** Frames the server received on this socket, in order. */
  readonly frames: string[] = []
  /** Frames written while the socket was closing or closed (a browser drops them silently). */
  readonly discarded: string[] = []
  /** The code the client closed with, if it did. */
  clientCloseCode: number | null = null
  private readonly listeners = new Map<string, Set<(event: Event) => void>>()

  constructor(
    readonly url: string,
    private readonly hooks: FakeNetworkHooks,
  ) {}

  addEventListener(type: string, listener: (event: Event) => void) {
    const set = this.listeners.get(type) ?? new Set()
    this.listeners.set(type, set)
    set.add(listener)
  }

  removeEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.get(type)?.delete(listener)
  }

  listenerCount() {
    let n = 0
    for (const set of this.listeners.values()) n += set.size
    return n
  }

  send(data: string) {
    if (this.readyState === READY_STATE.CONNECTING) {
      throw new DOMException(
        "Failed to execute 'send' on 'WebSocket': Still in CONNECTING state.",
        'InvalidStateError',
      )
    }
    if (this.readyState !== READY_STATE.OPEN) {
      this.discarded.push(data)
      return
    }
    this.frames.push(data)
    this.hooks.onFrame?.(this, data)
  }

  close(code = 1000, reason = '') {
    if (this.readyState >= READY_STATE.CLOSING) return
    this.clientCloseCode = code
    this.readyState = READY_STATE.CLOSED
    this.dispatch('close', { code, reason, wasClean: true })
  }

  /** Server side: the handshake succeeded. */
  open() {
    if (this.readyState !== READY_STATE.CONNECTING) return
    this.readyState = READY_STATE.OPEN
    this.dispatch('open')
  }

  /** Server side: pushes a frame to the client. */
  push(frame: string | object) {
    if (this.readyState !== READY_STATE.OPEN) return
    this.dispatch('message', { data: typeof frame === 'string' ? frame : JSON.stringify(frame) })
  }

  /** Server or network side: the connection ends (refused while connecting, or dropped). */
  drop(code = 1006, reason = '', withError = code !== 1000) {
    if (this.readyState === READY_STATE.CLOSED) return
    this.readyState = READY_STATE.CLOSED
    if (withError) this.dispatch('error')
    this.dispatch('close', { code, reason, wasClean: code === 1000 })
  }

  /** The frames the server received, parsed. */
  parsedFrames(): Record<string, unknown>[] {
    return this.frames.map((f) => JSON.parse(f) as Record<string, unknown>)
  }

  private dispatch(type: string, props?: Record<string, unknown>) {
    const event = makeEvent(type, props)
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener(event)
  }
}

export interface FakeNetwork {
  WebSocket: WebSocketClass
  sockets: FakeSocket[]
  /** The newest socket. */
  readonly last: FakeSocket | undefined
  /** Sockets not yet closed (CONNECTING or OPEN). */
  liveSockets(): FakeSocket[]
  /** The most sockets that were ever live at once. */
  readonly maxLiveAtOnce: number
  /** Makes the constructor throw, like a browser given a bad URL. */
  throwOnCreate: boolean
}

export function createFakeNetwork(hooks: FakeNetworkHooks = {}): FakeNetwork {
  const sockets: FakeSocket[] = []
  let maxLiveAtOnce = 0
  const network: FakeNetwork = {
    WebSocket: class extends FakeSocket {
      constructor(url: string) {
        if (network.throwOnCreate) throw new DOMException(`Invalid URL ${url}`, 'SyntaxError')
        super(url, hooks)
        sockets.push(this)
        maxLiveAtOnce = Math.max(maxLiveAtOnce, network.liveSockets().length)
        hooks.onCreate?.(this)
      }
    },
    sockets,
    get last() {
      return sockets.at(-1)
    },
    liveSockets: () => sockets.filter((s) => s.readyState <= READY_STATE.OPEN),
    get maxLiveAtOnce() {
      return maxLiveAtOnce
    },
    throwOnCreate: false,
  }
  return network
}

/** A fake `document` (visibility) and `window` (online) the page-events actor listens to. */
export function createFakePage() {
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState })
  const window = new EventTarget()
  return {
    document,
    window,
    hide() {
      document.visibilityState = 'hidden'
      document.dispatchEvent(new Event('visibilitychange'))
    },
    show() {
      document.visibilityState = 'visible'
      document.dispatchEvent(new Event('visibilitychange'))
    },
    goOffline() {
      window.dispatchEvent(new Event('offline'))
    },
    goOnline() {
      window.dispatchEvent(new Event('online'))
    },
  }
}

export type FakePage = ReturnType<typeof createFakePage>

/** The socket machine on a fake network (and fake page, or none). */
export function socketMachineOn(network: FakeNetwork, page?: FakePage) {
  return socketMachine.provide({
    actors: {
      socket: createSocketActor(() => network.WebSocket),
      pageEvents: createPageEventsActor(() => (page ? { document: page.document, window: page.window } : {})),
    },
  })
}

/**
 * A server that answers by itself after real delays: opens each socket after `openAfterMs`, answers
 * the auth frame with `auth_ok` after `authAfterMs`, or refuses the first `refuseFirst` sockets.
 */
export function createAutoServer({
  openAfterMs = 400,
  authAfterMs = 400,
  refuseFirst = 0,
}: {
  openAfterMs?: number
  authAfterMs?: number
  refuseFirst?: number
} = {}) {
  let created = 0
  return createFakeNetwork({
    onCreate: (socket) => {
      created += 1
      const refuse = created <= refuseFirst
      setTimeout(() => (refuse ? socket.drop(1006) : socket.open()), openAfterMs)
    },
    onFrame: (socket, data) => {
      if ((JSON.parse(data) as { action?: string }).action === 'auth') {
        setTimeout(() => socket.push(AUTH_OK), authAfterMs)
      }
    },
  })
}

export const SOCKET_URL = 'ws://mock.test/ws'
export const SESSION_ID = 'sess-42'

/** The socket machine on a fake network and page, on a simulated clock, recording what it emits. */
export function startSocket() {
  const clock = new SimulatedClock()
  const network = createFakeNetwork()
  const page = createFakePage()
  const emitted: SocketEmitted[] = []
  const actor = createActor(socketMachineOn(network, page), {
    input: { url: SOCKET_URL, sessionId: SESSION_ID },
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

export type SocketHarness = ReturnType<typeof startSocket>

/** Drops the connection `failures` times in a row, waiting each backoff delay in full. */
export function failAttempts(h: SocketHarness, failures: number) {
  for (let n = 1; n <= failures; n++) {
    h.socket().drop(1006)
    h.clock.increment(reconnectDelayFor(n))
  }
}

/** An app frame numbered `n`, to follow frames through the queue. */
export const ping = (n: number): SocketFrame => ({ action: 'ping', n })
