/**
 * The realtime WebSocket of a signed-in member (spec sections 4, 7, 8, 9; ARCHITECTURE.md's backoff).
 *
 * - `live`: a socket exists. It is the only state that invokes the `socket` actor, so leaving it
 *   closes the socket and there is never more than one. Its children are the statuses the chip shows:
 *   - `live.connecting.opening`: the socket is opening;
 *   - `live.connecting.authenticating`: open, the auth frame sent first, waiting for `auth_ok`;
 *   - `live.connected`: authenticated; queued frames are flushed in order, new ones go straight out.
 * - `reconnecting`: after an abnormal close (any code but 1000 or 4001), waits `reconnectDelay`
 *   before trying again, at most 5 times; the chip shows it as connecting.
 * - `error`: the fifth reconnect failed, the constructor threw, or the server refused the session
 *   (4001, `authRejected`). Tab visible, `online` and the member's button try again, except after a
 *   refused session, which only the member's button retries: the app renews the session instead.
 * - `disconnected`: no socket on purpose. `closed`: the server closed normally (1000), which never
 *   reconnects on its own; `loggedOut`: the app closed it at logout, for good.
 *
 * - `following`: another tab of the session holds the socket (`shareAcrossTabs`, socket.tabs.ts):
 *   its children mirror the leader's status (`connecting`, `connected`, `error`, `disconnected`),
 *   frames arrive from it and frames to send go to it. When the leader tab closes or crashes, this tab
 *   may get the lock (`tabs.elected`): it goes `live`, sends what it still holds and, once connected,
 *   announces a reconnection so every tab reads again what it may have missed.
 *
 * Frames sent before authentication wait in `queue`; a frame leaves the queue only when the socket
 * actor reports it handed to the open, authenticated socket (for a follower: when the leader says it
 * wrote it), so a drop mid-flush, or a leader gone, loses nothing and sends nothing twice: nothing that
 * may have reached the server is replayed.
 */
import { assign, emit, enqueueActions, setup } from 'xstate'
import { pageEvents, socket } from './socket.actors'
import type { ConnectionStatus } from './socket.selectors'
import {
  leadership,
  newTabId,
  type TabMessage,
  tabChannel,
  tabsNameOf,
  tabView,
  toastTabOf,
} from './socket.tabs'
import type { SocketContext, SocketEmitted, SocketErrorCode, SocketEvent, SocketInput } from './socket.types'

/** Spec section 9: at most 5 reconnects, base 3000 ms, factor 1.5, normal close 1000. */
export const MAX_RECONNECT_ATTEMPTS = 5
export const RECONNECT_BASE_MS = 3000
export const RECONNECT_FACTOR = 1.5
export const NORMAL_CLOSE = 1000
/** The mock (and the real server) close a socket whose session is invalid or expired with 4001. */
export const SESSION_REJECTED_CLOSE = 4001
/** An opening or an auth answer that takes longer is counted as a failed attempt. */
export const CONNECT_TIMEOUT_MS = 10_000

/**
 * Attempt n (1 to 5) waits 3000 × 1.5^(n−1) ms: 3000, 4500, 6750, 10125, 15187.5
 * (ARCHITECTURE.md, "Decisions where the spec is open").
 */
export const reconnectDelayFor = (attempt: number) => RECONNECT_BASE_MS * RECONNECT_FACTOR ** (attempt - 1)

type SocketTag = 'connecting' | 'connected' | 'error' | 'disconnected'

const reconnectNow = { target: '#socket.live', actions: 'resetReconnectAttempts' } as const

const post = (message: TabMessage) => ({ type: 'tabs.post' as const, message })

/** A follower hearing the leader's status: a new leader gets the frames not written yet. */
const follow = ['postQueueToNewLeader', 'followLeader'] as const

export const socketMachine = setup({
  types: {
    context: {} as SocketContext,
    events: {} as SocketEvent,
    input: {} as SocketInput,
    emitted: {} as SocketEmitted,
    tags: {} as SocketTag,
  },
  actors: { socket, pageEvents, leadership, tabChannel, tabView },
  actions: {
    enqueueFrame: assign(({ context, event }) => {
      if (event.type !== 'socket.send') return {}
      return {
        queue: [...context.queue, { id: context.nextFrameId, frame: event.frame }],
        nextFrameId: context.nextFrameId + 1,
      }
    }),
    /** A follower's frame, once (it sends its queue again to a new leader). */
    enqueueTabFrame: assign(({ context, event }) => {
      if (event.type !== 'tabs.sendRequested') return {}
      const known = context.queue.some((f) => f.origin?.tabId === event.tabId && f.origin.id === event.id)
      if (known) return {}
      return {
        queue: [
          ...context.queue,
          { id: context.nextFrameId, frame: event.frame, origin: { tabId: event.tabId, id: event.id } },
        ],
        nextFrameId: context.nextFrameId + 1,
      }
    }),
    /** Following: the newest frame goes to the leader. */
    postNewestFrame: enqueueActions(({ context, enqueue }) => {
      const newest = context.queue.at(-1)
      if (newest)
        enqueue.sendTo(
          'tabs',
          post({ kind: 'send', from: context.tabId, id: newest.id, frame: newest.frame }),
        )
    }),
    /** Following a new leader: everything not yet written goes to it (it ignores what it has). */
    postQueueToNewLeader: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'tabs.leaderStatus' || event.leaderId === context.leaderId) return
      for (const { id, frame } of context.queue) {
        enqueue.sendTo('tabs', post({ kind: 'send', from: context.tabId, id, frame }))
      }
    }),
    followLeader: assign(({ context, event }) => {
      if (event.type !== 'tabs.leaderStatus') return {}
      return {
        leaderId: event.leaderId,
        error: event.error,
        hasConnected: context.hasConnected || event.status === 'connected',
      }
    }),
    lead: assign({ leading: true, leaderId: ({ context }) => context.tabId }),
    /** Tells the other tabs this one started (or leads now): the leader's status and views follow. */
    sayHello: enqueueActions(({ context, enqueue }) => {
      if (context.tabsName) enqueue.sendTo('tabs', post({ kind: 'hello', from: context.tabId }))
    }),
    shareStatus: enqueueActions(({ context, enqueue }, params: { status: ConnectionStatus }) => {
      enqueue.assign({ status: params.status })
      if (!context.tabsName) return
      const error = params.status === 'error' ? context.error : null
      enqueue.sendTo('tabs', post({ kind: 'status', from: context.tabId, status: params.status, error }))
    }),
    answerHello: enqueueActions(({ context, enqueue }) => {
      if (!context.tabsName) return
      if (context.leading) {
        const error = context.status === 'error' ? context.error : null
        enqueue.sendTo('tabs', post({ kind: 'status', from: context.tabId, status: context.status, error }))
      }
      const own = context.views[context.tabId]
      if (own) enqueue.sendTo('tabs', post({ kind: 'view', from: context.tabId, ...own }))
    }),
    askLeaderToReconnect: enqueueActions(({ context, enqueue }) => {
      enqueue.sendTo('tabs', post({ kind: 'reconnect', from: context.tabId }))
    }),
    noteOwnView: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'tabs.ownViewChanged') return
      const view = { visible: event.visible, focused: event.focused, at: Date.now() }
      enqueue.assign({ views: { ...context.views, [context.tabId]: view } })
      if (context.tabsName) enqueue.sendTo('tabs', post({ kind: 'view', from: context.tabId, ...view }))
    }),
    noteView: assign(({ context, event }) => {
      if (event.type !== 'tabs.viewChanged') return {}
      // The leader's own clock orders views: tabs' clocks may differ.
      const view = { visible: event.visible, focused: event.focused, at: Date.now() }
      return { views: { ...context.views, [event.tabId]: view } }
    }),
    forgetView: assign(({ context, event }) => {
      if (event.type !== 'tabs.gone') return {}
      const { [event.tabId]: _gone, ...views } = context.views
      return { views }
    }),
    sayBye: enqueueActions(({ context, enqueue }) => {
      if (context.tabsName) enqueue.sendTo('tabs', post({ kind: 'bye', from: context.tabId }))
    }),
    emitTabFrame: emit(({ event }) => {
      if (event.type !== 'tabs.frameReceived') throw new Error(`Unexpected ${event.type}`)
      return {
        type: 'realtime.received',
        message: event.message,
        receivedAt: event.receivedAt,
        toastHere: event.toastHere,
      } as const
    }),
    emitReconnected: emit({ type: 'socket.reconnected' } as const),
    writeNewestFrame: enqueueActions(({ context, enqueue }) => {
      const newest = context.queue.at(-1)
      if (newest) enqueue.sendTo('socket', { type: 'socket.write', id: newest.id, frame: newest.frame })
    }),
    /** The frame a follower just asked for, written at once (unless it was already queued). */
    writeTabFrame: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'tabs.sendRequested') return
      const queued = context.queue.find((f) => f.origin?.tabId === event.tabId && f.origin.id === event.id)
      if (queued) enqueue.sendTo('socket', { type: 'socket.write', id: queued.id, frame: queued.frame })
    }),
    flushQueue: enqueueActions(({ context, enqueue }) => {
      for (const { id, frame } of context.queue) enqueue.sendTo('socket', { type: 'socket.write', id, frame })
    }),
    forgetWrittenFrame: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'socket.frameWritten') return
      const written = context.queue.find((f) => f.id === event.id)
      enqueue.assign({ queue: context.queue.filter((f) => f.id !== event.id) })
      // Written in the same task as this acknowledgement: a frame never acknowledged never went out.
      if (written?.origin) {
        enqueue.sendTo(
          'tabs',
          post({ kind: 'written', from: context.tabId, to: written.origin.tabId, id: written.origin.id }),
        )
      }
    }),
    dropQueue: assign({ queue: [] }),
    clearError: assign({ error: null }),
    noteSocketError: assign({ error: 'socketError' as SocketErrorCode }),
    // A close that followed an error event keeps 'socketError'; a bare abnormal close is a
    // connection error.
    noteConnectionLost: assign(({ context }) => ({ error: context.error ?? 'connectionError' })),
    noteTimeout: assign({ error: 'connectionError' as SocketErrorCode }),
    noteCreateFailed: assign({ error: 'createFailed' as SocketErrorCode }),
    noteSessionRejected: assign({ error: 'authRejected' as SocketErrorCode }),
    announceSessionRejected: emit({ type: 'socket.sessionRejected' } as const),
    countReconnectAttempt: assign(({ context }) => ({ reconnectAttempts: context.reconnectAttempts + 1 })),
    resetReconnectAttempts: assign({ reconnectAttempts: 0 }),
    announceReconnected: enqueueActions(({ context, enqueue }) => {
      if (!context.hasConnected) return
      enqueue.emit({ type: 'socket.reconnected' })
      if (context.tabsName) enqueue.sendTo('tabs', post({ kind: 'reconnected', from: context.tabId }))
    }),
    markConnected: assign({ hasConnected: true, reconnectAttempts: 0, error: null }),
    forwardMessage: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'socket.messageReceived') return
      const receivedAt = Date.now()
      if (!context.tabsName) {
        enqueue.emit({ type: 'realtime.received', message: event.message, receivedAt, toastHere: true })
        return
      }
      // One tab pops the toast: the focused visible one, else the visible one seen last.
      const toastTab = toastTabOf(context.views)
      enqueue.emit({
        type: 'realtime.received',
        message: event.message,
        receivedAt,
        toastHere: toastTab === context.tabId,
      })
      enqueue.sendTo(
        'tabs',
        post({ kind: 'frame', from: context.tabId, message: event.message, receivedAt, toastTab }),
      )
    }),
  },
  guards: {
    isNormalClose: ({ event }) => event.type === 'socket.closed' && event.code === NORMAL_CLOSE,
    isSessionRejectedClose: ({ event }) =>
      event.type === 'socket.closed' && event.code === SESSION_REJECTED_CLOSE,
    canRetry: ({ context }) => context.reconnectAttempts < MAX_RECONNECT_ATTEMPTS,
    // A refused session stays refused: tab visibility and `online` do not hammer the server with it.
    hasUsableSession: ({ context }) => context.error !== 'authRejected',
    isShared: ({ context }) => context.tabsName !== null,
    isLeading: ({ context }) => context.leading,
    isLeaderStatus: ({ event }, params: { status: ConnectionStatus }) =>
      event.type === 'tabs.leaderStatus' && event.status === params.status,
  },
  delays: {
    // The coming attempt is reconnectAttempts + 1: 3000, 4500, 6750, 10125, 15187.5 ms.
    reconnectDelay: ({ context }) => reconnectDelayFor(context.reconnectAttempts + 1),
    connectTimeout: CONNECT_TIMEOUT_MS,
  },
}).createMachine({
  id: 'socket',
  context: ({ input }) => {
    const tabsName = input.shareAcrossTabs ? tabsNameOf(input.sessionId) : null
    const tabId = input.tabId ?? newTabId()
    return {
      url: input.url,
      sessionId: input.sessionId,
      queue: [],
      nextFrameId: 1,
      reconnectAttempts: 0,
      error: null,
      hasConnected: false,
      tabId,
      tabsName,
      leading: tabsName === null,
      leaderId: tabsName === null ? tabId : null,
      status: 'connecting' as const,
      views: {},
    }
  },
  invoke: [
    { id: 'pageEvents', src: 'pageEvents', onError: {} },
    {
      id: 'tabs',
      src: 'tabChannel',
      input: ({ context }) => ({ name: context.tabsName, tabId: context.tabId }),
      onError: {},
    },
    {
      id: 'leadership',
      src: 'leadership',
      input: ({ context }) => ({ name: context.tabsName }),
      onError: {},
    },
    { id: 'tabView', src: 'tabView', onError: {} },
  ],
  entry: 'sayHello',
  on: {
    'socket.send': { actions: 'enqueueFrame' },
    // Handled everywhere: an acknowledgement may be processed after the close that ended its socket.
    'socket.frameWritten': { actions: 'forgetWrittenFrame' },
    'socket.close': { target: '.disconnected.loggedOut', actions: ['dropQueue', 'resetReconnectAttempts'] },
    'tabs.sendRequested': { guard: 'isLeading', actions: 'enqueueTabFrame' },
    'tabs.helloReceived': { actions: 'answerHello' },
    'tabs.viewChanged': { actions: 'noteView' },
    'tabs.gone': { actions: 'forgetView' },
    'tabs.ownViewChanged': { actions: 'noteOwnView' },
    'tabs.leaving': { actions: 'sayBye' },
  },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isShared', target: 'following' }, { target: 'live' }],
    },
    following: {
      initial: 'connecting',
      on: {
        'tabs.elected': { target: 'live', actions: ['lead', 'sayHello'] },
        'tabs.leaderStatus': [
          {
            guard: { type: 'isLeaderStatus', params: { status: 'connected' } },
            target: '.connected',
            actions: follow,
          },
          {
            guard: { type: 'isLeaderStatus', params: { status: 'error' } },
            target: '.error',
            actions: follow,
          },
          {
            guard: { type: 'isLeaderStatus', params: { status: 'disconnected' } },
            target: '.disconnected',
            actions: follow,
          },
          { target: '.connecting', actions: follow },
        ],
        'tabs.frameReceived': { actions: 'emitTabFrame' },
        'tabs.reconnected': { actions: 'emitReconnected' },
        'socket.send': { actions: ['enqueueFrame', 'postNewestFrame'] },
      },
      states: {
        connecting: { tags: ['connecting'] },
        connected: { tags: ['connected'] },
        error: {
          tags: ['error'],
          on: { 'socket.reconnect': { actions: 'askLeaderToReconnect' } },
        },
        disconnected: {
          tags: ['disconnected'],
          on: { 'socket.reconnect': { actions: 'askLeaderToReconnect' } },
        },
      },
    },
    live: {
      entry: 'clearError',
      invoke: {
        id: 'socket',
        src: 'socket',
        input: ({ context }) => ({ url: context.url, sessionId: context.sessionId }),
        onError: { target: 'error', actions: 'noteCreateFailed' },
      },
      on: {
        'socket.errored': { actions: 'noteSocketError' },
        'socket.rejected': { target: 'error', actions: ['noteSessionRejected', 'announceSessionRejected'] },
        'socket.closed': [
          {
            guard: 'isSessionRejectedClose',
            target: 'error',
            actions: ['noteSessionRejected', 'announceSessionRejected'],
          },
          { guard: 'isNormalClose', target: 'disconnected.closed' },
          { guard: 'canRetry', target: 'reconnecting', actions: 'noteConnectionLost' },
          { target: 'error', actions: 'noteConnectionLost' },
        ],
      },
      initial: 'connecting',
      states: {
        connecting: {
          tags: ['connecting'],
          entry: { type: 'shareStatus', params: { status: 'connecting' } },
          after: {
            connectTimeout: [
              { guard: 'canRetry', target: '#socket.reconnecting', actions: 'noteTimeout' },
              { target: '#socket.error', actions: 'noteTimeout' },
            ],
          },
          initial: 'opening',
          states: {
            opening: {
              on: { 'socket.opened': 'authenticating' },
            },
            authenticating: {
              on: { 'socket.authenticated': '#socket.live.connected' },
            },
          },
        },
        connected: {
          tags: ['connected'],
          entry: [
            'announceReconnected',
            'markConnected',
            { type: 'shareStatus', params: { status: 'connected' } },
            'flushQueue',
          ],
          on: {
            'socket.send': { actions: ['enqueueFrame', 'writeNewestFrame'] },
            'tabs.sendRequested': { guard: 'isLeading', actions: ['enqueueTabFrame', 'writeTabFrame'] },
            'socket.messageReceived': { actions: 'forwardMessage' },
          },
        },
      },
    },
    reconnecting: {
      tags: ['connecting'],
      entry: { type: 'shareStatus', params: { status: 'connecting' } },
      after: { reconnectDelay: { target: 'live', actions: 'countReconnectAttempt' } },
      on: {
        'page.visible': reconnectNow,
        'network.online': reconnectNow,
        'socket.reconnect': reconnectNow,
        'tabs.reconnectRequested': reconnectNow,
      },
    },
    error: {
      tags: ['error'],
      entry: { type: 'shareStatus', params: { status: 'error' } },
      on: {
        'socket.reconnect': reconnectNow,
        'tabs.reconnectRequested': reconnectNow,
        'page.visible': { ...reconnectNow, guard: 'hasUsableSession' },
        'network.online': { ...reconnectNow, guard: 'hasUsableSession' },
      },
    },
    disconnected: {
      tags: ['disconnected'],
      entry: { type: 'shareStatus', params: { status: 'disconnected' } },
      initial: 'closed',
      states: {
        closed: {
          on: { 'socket.reconnect': reconnectNow, 'tabs.reconnectRequested': reconnectNow },
        },
        loggedOut: {
          // For good: nothing is queued for a session that is over.
          on: { 'socket.send': {}, 'socket.close': {} },
        },
      },
    },
  },
})
