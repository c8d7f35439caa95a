/**
 * Model test: random sequences of network trouble (drops, normal and 4xxx closes, server restarts,
 * offline/online), tab visibility, the member's sends and the passing of time, played against the
 * machine on a fake network where the test is the server. Whatever happens, once the network is
 * healthy again every frame the app sent reaches the server once, in order, after authentication,
 * and there is never more than one socket.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Actor, createActor, SimulatedClock } from 'xstate'
import { READY_STATE } from './socket.actors'
import type { socketMachine } from './socket.machine'
import {
  AUTH_OK,
  AUTH_REFUSED,
  createFakeNetwork,
  createFakePage,
  type FakeNetwork,
  type FakePage,
  type FakeSocket,
  socketMachineOn,
} from './socket.test-support'
import type { SocketFrame } from './socket.types'

const SESSION = 'sess-model'

interface Model {
  /** Frames the app asked to send, in order. */
  sent: SocketFrame[]
}

type Pending = { socket: FakeSocket; kind: 'open' | 'auth' }

/** The fake server and network, the page, the clock and the machine under test. */
class World {
  readonly clock = new SimulatedClock()
  readonly page: FakePage = createFakePage()
  readonly network: FakeNetwork
  readonly actor: Actor<typeof socketMachine>
  /** Frames the server accepted (after auth_ok on their socket), in arrival order. */
  readonly received: SocketFrame[] = []
  readonly violations: string[] = []
  private readonly pending: Pending[] = []
  private readonly authOk = new WeakSet<FakeSocket>()
  online = true
  downUntil = 0
  refuseNextAuth = false
  /**
   * After the server closed normally (1000) or refused the session (4001), the machine must not open
   * a socket on its own: only the member's reconnect may.
   */
  quiet = false
  private nextFrame = 1

  constructor() {
    this.network = createFakeNetwork({
      onCreate: (socket) => {
        if (this.quiet) this.violations.push('a socket opened on its own after a normal close or 4001')
        if (this.network.liveSockets().length > 1) this.violations.push('two live sockets')
        this.pending.push({ socket, kind: 'open' })
      },
      onFrame: (socket, data) => {
        const frame = JSON.parse(data) as SocketFrame
        if (socket.frames.length === 1) {
          if (frame.action !== 'auth' || frame.session_id !== SESSION) {
            this.violations.push(`first frame was not auth: ${data}`)
          }
          this.pending.push({ socket, kind: 'auth' })
          return
        }
        if (!this.authOk.has(socket)) {
          this.violations.push(`frame before auth_ok (the server would ignore it): ${data}`)
          return
        }
        this.received.push(frame)
      },
    })
    this.actor = createActor(socketMachineOn(this.network, this.page), {
      input: { url: 'ws://mock.test/ws', sessionId: SESSION },
      clock: this.clock,
    })
    this.actor.start()
  }

  get reachable() {
    return this.online && this.clock.now() >= this.downUntil
  }

  openSocket(): FakeSocket | undefined {
    return this.network.sockets.find((s) => s.readyState === READY_STATE.OPEN)
  }

  send(): SocketFrame {
    const frame = { action: 'msg', n: this.nextFrame++ }
    this.actor.send({ type: 'socket.send', frame })
    return frame
  }

  /** The server handles its oldest pending step: a handshake, or an auth frame. */
  deliverOne(): boolean {
    const step = this.pending.shift()
    if (!step) return false
    const { socket, kind } = step
    if (kind === 'open') {
      if (socket.readyState !== READY_STATE.CONNECTING) return true
      if (this.reachable) socket.open()
      else socket.drop(1006)
      return true
    }
    if (socket.readyState !== READY_STATE.OPEN) return true
    if (this.refuseNextAuth) {
      this.refuseNextAuth = false
      this.quiet = true
      socket.push(AUTH_REFUSED)
      socket.drop(4001, 'Session invalide ou expirée', false)
      return true
    }
    this.authOk.add(socket)
    socket.push(AUTH_OK)
    return true
  }

  deliverAll() {
    for (let i = 0; i < 50 && this.deliverOne(); i++);
  }

  serverClose(code: number) {
    const socket = this.openSocket()
    if (!socket) return
    if (code === 1000 || code === 4001) this.quiet = true
    socket.drop(code, '', code === 1006)
  }

  reconnect() {
    this.quiet = false
    this.actor.send({ type: 'socket.reconnect' })
  }

  checkInvariants() {
    if (this.network.liveSockets().length > 1) this.violations.push('two live sockets')
    expect(this.violations).toEqual([])
  }

  /** The network and server heal; the member clicks 'Reconnecter' if the machine waits for it. */
  heal() {
    this.online = true
    this.downUntil = 0
    this.refuseNextAuth = false
    this.page.show()
    this.page.goOnline()
    for (let round = 0; round < 40; round++) {
      this.deliverAll()
      const snapshot = this.actor.getSnapshot()
      if (snapshot.matches({ live: 'connected' }) && snapshot.context.queue.length === 0) return
      if (snapshot.matches('error') || snapshot.matches('disconnected')) this.reconnect()
      else this.clock.increment(16_000)
    }
  }
}

type Cmd = fc.Command<Model, World>

/** A command from a name and what it does to the world (and the model). */
function command(name: string, run: (world: World, model: Model) => void): Cmd {
  return {
    check: () => true,
    run(model, world) {
      run(world, model)
      world.checkInvariants()
    },
    toString: () => name,
  }
}

const commands: fc.Arbitrary<Cmd>[] = [
  fc.constant(command('send', (w, m) => m.sent.push(w.send()))),
  fc.constant(command('send', (w, m) => m.sent.push(w.send()))),
  fc.constant(command('deliverOne', (w) => w.deliverOne())),
  fc.constant(command('deliverAll', (w) => w.deliverAll())),
  fc.constant(command('deliverAll', (w) => w.deliverAll())),
  fc.constant(command('drop 1006', (w) => w.serverClose(1006))),
  fc.constant(command('server close 1000', (w) => w.serverClose(1000))),
  fc
    .constantFrom(1000, 1001, 1011, 4000, 4001, 4003, 4500)
    .map((code) => command(`server close ${code}`, (w) => w.serverClose(code))),
  fc.integer({ min: 0, max: 120_000 }).map((downMs) =>
    command(`server restart, down ${downMs} ms`, (w) => {
      w.downUntil = w.clock.now() + downMs
      w.serverClose(1012)
    }),
  ),
  fc.constant(
    command('outage: the server stays down', (w) => {
      w.downUntil = Number.POSITIVE_INFINITY
      w.serverClose(1006)
    }),
  ),
  fc.constant(
    command('a long outage passes (every attempt fails)', (w) => {
      w.downUntil = Number.POSITIVE_INFINITY
      w.serverClose(1006)
      for (let i = 0; i < 12; i++) {
        w.deliverAll()
        w.clock.increment(16_000)
      }
    }),
  ),
  fc.constant(
    command('the server is back', (w) => {
      w.downUntil = 0
    }),
  ),
  fc.constant(
    command('refuse next auth', (w) => {
      w.refuseNextAuth = true
    }),
  ),
  fc.constant(command('hide', (w) => w.page.hide())),
  fc.constant(command('show', (w) => w.page.show())),
  fc.constant(
    command('offline', (w) => {
      w.online = false
      w.page.goOffline()
      w.serverClose(1006)
    }),
  ),
  fc.constant(
    command('online', (w) => {
      w.online = true
      w.page.goOnline()
    }),
  ),
  fc.constant(command('member reconnects', (w) => w.reconnect())),
  ...[1, 2].map(() =>
    fc
      .constantFrom(1, 500, 2999, 3000, 4500, 6750, 10_000, 15_188, 30_000)
      .map((ms) => command(`advance ${ms} ms`, (w) => w.clock.increment(ms))),
  ),
]

describe('socket machine model', () => {
  // A thousand random runs take ~3 s alone but far longer on a loaded 2-core CI machine: the
  // timeout only guards against a hang, it is not a performance assertion.
  it('loses nothing, sends nothing twice, keeps the order, authenticates first, one socket at most', () => {
    let longest = 0
    // How many runs went through each state (with its error code), so the generator is known to
    // reach the interesting places and not only the happy path.
    const runsThrough = new Map<string, number>()
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 80, size: 'large' }), (cmds) => {
        const model: Model = { sent: [] }
        const world = new World()
        const visited = new Set<string>()
        world.actor.subscribe((snapshot) => {
          const error = snapshot.matches('error') ? `:${snapshot.context.error}` : ''
          visited.add(`${JSON.stringify(snapshot.value)}${error}`)
        })
        fc.modelRun(() => ({ model, real: world }), cmds)
        world.heal()
        world.checkInvariants()
        const snapshot = world.actor.getSnapshot()
        expect(snapshot.value).toEqual({ live: 'connected' })
        expect(snapshot.context.queue).toEqual([])
        expect(world.received).toEqual(model.sent)
        expect(world.network.maxLiveAtOnce).toBeLessThanOrEqual(1)
        expect(world.network.sockets.flatMap((s) => s.discarded)).toEqual([])
        for (const socket of world.network.sockets) {
          if (socket.frames.length > 0) {
            expect(JSON.parse(socket.frames[0]!)).toEqual({ action: 'auth', session_id: SESSION })
          }
        }
        longest = Math.max(longest, model.sent.length)
        for (const state of visited) runsThrough.set(state, (runsThrough.get(state) ?? 0) + 1)
        world.actor.stop()
      }),
      { numRuns: 1000 },
    )
    expect(longest).toBeGreaterThan(5)
    for (const state of [
      '"reconnecting"',
      '"error":socketError',
      '"error":authRejected',
      '{"disconnected":"closed"}',
      '{"live":"connected"}',
    ]) {
      expect(runsThrough.get(state) ?? 0, state).toBeGreaterThanOrEqual(20)
    }
  }, 60_000)
})
