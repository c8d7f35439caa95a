/**
 * A browser with several tabs of one member, for the cross-tab tests: Web Locks and a
 * BroadcastChannel whose grants and deliveries wait in one task queue the test drains, a fake
 * WebSocket server that opens, authenticates and drops sockets through that queue, and one socket
 * machine per tab on a shared SimulatedClock. Everything happens in an order the test decides.
 */
import { createActor, SimulatedClock } from 'xstate'
import { createPageEventsActor, createSocketActor } from './socket.actors'
import { socketMachine } from './socket.machine'
import {
  type ChannelLike,
  createLeadershipActor,
  createTabChannelActor,
  createTabPresenceActor,
  createTabViewActor,
  type LockManagerLike,
  type OpenConversationSource,
  type TabMessage,
} from './socket.tabs'
import {
  AUTH_OK,
  createFakeNetwork,
  createFakePage,
  type FakePage,
  type FakeSocket,
} from './socket.test-support'
import type { SocketEmitted, SocketFrame } from './socket.types'

/** Tasks the browser would run later (lock grants, channel deliveries, server answers), in order. */
export class TaskQueue {
  private readonly tasks: (() => void)[] = []
  push(task: () => void) {
    this.tasks.push(task)
  }
  /** How many tasks wait. */
  get length() {
    return this.tasks.length
  }
  /** Runs the oldest task, if any. */
  step() {
    this.tasks.shift()?.()
  }
  /** Runs tasks until none is left (tasks may add tasks); `after` runs after each one. */
  drain(after: () => void = () => {}, limit = 10_000) {
    for (let n = 0; this.tasks.length > 0; n++) {
      if (n >= limit) throw new Error('the task queue never settles')
      this.tasks.shift()?.()
      after()
    }
  }
}

/**
 * Web Locks as a browser has them: one holder per name, the others wait in line. The leadership
 * actor aborts its request whenever it stops, holding the lock or not, so the abort frees it here
 * at once (a real browser frees it when the callback's promise settles, which the same cleanup does).
 */
export class FakeLocks implements LockManagerLike {
  private readonly held = new Map<string, object>()
  private readonly waiting = new Map<string, { entry: object; grant: () => void }[]>()
  constructor(private readonly queue: TaskQueue) {}

  request(name: string, options: { signal: AbortSignal }, callback: () => Promise<void>): Promise<unknown> {
    const entry = {}
    const line = this.waiting.get(name) ?? []
    this.waiting.set(name, line)
    line.push({
      entry,
      grant: () => {
        this.held.set(name, entry)
        void callback()
      },
    })
    options.signal.addEventListener('abort', () => {
      if (this.held.get(name) === entry) {
        this.held.delete(name)
        this.queue.push(() => this.next(name))
        return
      }
      const index = line.findIndex((w) => w.entry === entry)
      if (index >= 0) line.splice(index, 1)
    })
    if (!this.held.has(name)) this.queue.push(() => this.next(name))
    return new Promise(() => {})
  }

  /** Who holds `name` (tests). */
  holds(name: string) {
    return this.held.has(name)
  }

  private next(name: string) {
    if (this.held.has(name)) return
    this.waiting.get(name)?.shift()?.grant()
  }
}

/** BroadcastChannel: a message reaches every other open channel of the same name, later. */
export class FakeChannels {
  private readonly open = new Map<string, Set<ChannelLike>>()
  readonly posted: TabMessage[] = []
  constructor(private readonly queue: TaskQueue) {}

  channel(name: string): ChannelLike {
    const members = this.open.get(name) ?? new Set<ChannelLike>()
    this.open.set(name, members)
    const channel: ChannelLike = {
      onmessage: null,
      postMessage: (message) => {
        this.posted.push(message)
        const copy = structuredClone(message)
        for (const other of members) {
          if (other === channel) continue
          this.queue.push(() => other.onmessage?.({ data: copy } as MessageEvent<TabMessage>))
        }
      },
      close: () => {
        members.delete(channel)
      },
    }
    members.add(channel)
    return channel
  }
}

export interface Received {
  n: number
  toastHere: boolean
  seen: boolean
}

/** One tab of the fake browser. */
export interface FakeTab {
  id: string
  actor: ReturnType<typeof createActor<typeof socketMachine>>
  page: FakePage & { focused: boolean }
  received: Received[]
  /** Frames whose toast the leader handed this tab after another could not show it, by number. */
  handed: number[]
  /** Opens the conversation with `memberId` in this tab (null: closes it), as the chat page does. */
  openChat(memberId: string | null): void
  /** The conversation this tab shows, as src/lib/open-conversation.ts gives it to the realtime side. */
  conversation: OpenConversationSource
  /** Frames this tab asked to send, by number. */
  sent: number[]
  alive: boolean
  focus(focused: boolean): void
  close(): void
  crash(): void
  /** Hangs (a frozen page): it hears nothing more, but lives on and holds its locks. */
  hang(): void
}

/**
 * One browser: tabs of one member, a server, locks and channels. `onTab` starts what else a tab runs
 * beside its socket (its notifications); what it returns runs when the tab closes or crashes.
 */
export function createBrowser(onTab: (tab: FakeTab) => (() => void) | undefined = () => undefined) {
  const queue = new TaskQueue()
  const clock = new SimulatedClock()
  const locks = new FakeLocks(queue)
  const channels = new FakeChannels(queue)
  const server = { up: true, received: [] as SocketFrame[] }
  /** Sockets the server answered `auth_ok` on: it pushes only to those. */
  const authenticated = new Set<FakeSocket>()
  const network = createFakeNetwork({
    onCreate: (socket) => queue.push(() => (server.up ? socket.open() : socket.drop(1006))),
    onFrame: (socket, data) => {
      const frame = JSON.parse(data) as SocketFrame
      if (frame.action === 'auth') {
        queue.push(() => {
          socket.push(AUTH_OK)
          authenticated.add(socket)
        })
      } else server.received.push(frame)
    },
  })
  let sessionId = 'sess-1'
  let nextTab = 1

  const tabs: FakeTab[] = []

  function openTab(): FakeTab {
    const id = `tab-${nextTab++}`
    const page: FakePage & { focused: boolean } = Object.assign(createFakePage(), { focused: false })
    const document = Object.assign(page.document, { hasFocus: () => page.focused })
    let chatWith: string | null = null
    let hung = false
    const chatListeners = new Set<(memberId: string | null) => void>()
    const conversation: OpenConversationSource = {
      current: () => chatWith,
      watch: (listener: (memberId: string | null) => void) => {
        chatListeners.add(listener)
        return () => chatListeners.delete(listener)
      },
    }
    const machine = socketMachine.provide({
      actors: {
        socket: createSocketActor(() => network.WebSocket),
        pageEvents: createPageEventsActor(() => ({ document: page.document, window: page.window })),
        leadership: createLeadershipActor(() => locks),
        // A hung tab hears nothing: its channel drops what arrives.
        tabChannel: createTabChannelActor((name) => {
          const channel = channels.channel(name)
          const heard: ChannelLike = {
            onmessage: null,
            postMessage: (message) => channel.postMessage(message),
            close: () => channel.close(),
          }
          channel.onmessage = (event) => {
            if (!hung) heard.onmessage?.(event)
          }
          return heard
        }),
        tabView: createTabViewActor(() => ({ document, window: page.window, conversation })),
        tabPresence: createTabPresenceActor(() => locks),
      },
    })
    const received: Received[] = []
    const handed: number[] = []
    const actor = createActor(machine, {
      input: { url: 'ws://mock.test/ws', sessionId, shareAcrossTabs: true, tabId: id },
      clock,
    })
    actor.on('realtime.received', (event: Extract<SocketEmitted, { type: 'realtime.received' }>) =>
      received.push({
        n: Number((event.message as { n?: unknown }).n),
        toastHere: event.toastHere,
        seen: event.seen,
      }),
    )
    actor.on('realtime.toastHanded', (event: Extract<SocketEmitted, { type: 'realtime.toastHanded' }>) =>
      handed.push(Number((event.message as { n?: unknown }).n)),
    )
    actor.start()
    const tab: FakeTab = {
      id,
      actor,
      page,
      received,
      handed,
      conversation,
      openChat(memberId: string | null) {
        chatWith = memberId
        for (const listener of chatListeners) listener(memberId)
      },
      sent: [],
      alive: true,
      focus(focused: boolean) {
        page.focused = focused
        page.window.dispatchEvent(new Event(focused ? 'focus' : 'blur'))
      },
      /** Closed by the member: the page says goodbye, then goes. */
      close() {
        page.window.dispatchEvent(new Event('pagehide'))
        tab.crash()
      },
      /** Gone without a word (a crash): the browser frees its lock and closes its channel and socket. */
      hang() {
        hung = true
      },
      crash() {
        tab.alive = false
        actor.stop()
        stopExtras?.()
      },
    }
    tabs.push(tab)
    const stopExtras = onTab(tab)
    return tab
  }

  return {
    queue,
    clock,
    network,
    server,
    tabs,
    openTab,
    alive: () => tabs.filter((t) => t.alive),
    leaders: () => tabs.filter((t) => t.alive && t.actor.getSnapshot().context.leading),
    /**
     * The commands every tab model plays alike: a new tab (five at most), the leaders' crash, every
     * socket dropped, the network gone (the server unreachable) and back.
     */
    play(kind: 'open' | 'crashLeader' | 'drop' | 'offline' | 'online') {
      const alive = tabs.filter((t) => t.alive)
      switch (kind) {
        case 'open':
          if (alive.length < 5) openTab()
          break
        case 'crashLeader':
          for (const tab of alive) if (tab.actor.getSnapshot().context.leading) tab.crash()
          break
        case 'offline':
          server.up = false
          for (const socket of network.liveSockets()) socket.drop(1006)
          break
        case 'drop':
          for (const socket of network.liveSockets()) socket.drop(1006)
          break
        case 'online':
          server.up = true
          for (const tab of alive) tab.page.goOnline()
          break
      }
    },
    /**
     * The server pushes frame `n` to every authenticated socket: a visit, or a message from `from`
     * (member id) when given.
     */
    push(n: number, from?: string) {
      let reached = 0
      const frame = from
        ? { action: 'cmd_new', connected: 1, n, id_msg: String(n), infos_exp: { id: from, pseudo: 'Marc' } }
        : { action: 'cmd_visit', connected: 1, n, infos_exp: { id: '7', pseudo: 'Léa' } }
      for (const socket of network.liveSockets()) {
        if (socket.readyState !== 1 || !authenticated.has(socket)) continue
        socket.push(frame)
        reached += 1
      }
      return reached
    },
    /** A relogin: every tab starts again on a new session (the app remounts the realtime side). */
    relogin() {
      const count = tabs.filter((t) => t.alive).length
      for (const tab of tabs) if (tab.alive) tab.crash()
      sessionId = `sess-${Number(sessionId.slice(5)) + 1}`
      for (let i = 0; i < count; i++) openTab()
    },
  }
}

export type FakeBrowser = ReturnType<typeof createBrowser>
