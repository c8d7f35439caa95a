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
 * Frames sent before authentication wait in `queue`; a frame leaves the queue only when the socket
 * actor reports it handed to the open, authenticated socket, so a drop mid-flush loses nothing and
 * sends nothing twice.
 */
import { assign, emit, enqueueActions, setup } from 'xstate'
import { pageEvents, socket } from './socket.actors'
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

export const socketMachine = setup({
  types: {
    context: {} as SocketContext,
    events: {} as SocketEvent,
    input: {} as SocketInput,
    emitted: {} as SocketEmitted,
    tags: {} as SocketTag,
  },
  actors: { socket, pageEvents },
  actions: {
    enqueueFrame: assign(({ context, event }) => {
      if (event.type !== 'socket.send') return {}
      return {
        queue: [...context.queue, { id: context.nextFrameId, frame: event.frame }],
        nextFrameId: context.nextFrameId + 1,
      }
    }),
    writeNewestFrame: enqueueActions(({ context, enqueue }) => {
      const newest = context.queue.at(-1)
      if (newest) enqueue.sendTo('socket', { type: 'socket.write', id: newest.id, frame: newest.frame })
    }),
    flushQueue: enqueueActions(({ context, enqueue }) => {
      for (const { id, frame } of context.queue) enqueue.sendTo('socket', { type: 'socket.write', id, frame })
    }),
    forgetWrittenFrame: assign(({ context, event }) =>
      event.type === 'socket.frameWritten' ? { queue: context.queue.filter((f) => f.id !== event.id) } : {},
    ),
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
      if (context.hasConnected) enqueue.emit({ type: 'socket.reconnected' })
    }),
    markConnected: assign({ hasConnected: true, reconnectAttempts: 0, error: null }),
    forwardMessage: emit(({ event }) => {
      if (event.type !== 'socket.messageReceived') throw new Error(`Unexpected ${event.type}`)
      return { type: 'realtime.received', message: event.message } as const
    }),
  },
  guards: {
    isNormalClose: ({ event }) => event.type === 'socket.closed' && event.code === NORMAL_CLOSE,
    isSessionRejectedClose: ({ event }) =>
      event.type === 'socket.closed' && event.code === SESSION_REJECTED_CLOSE,
    canRetry: ({ context }) => context.reconnectAttempts < MAX_RECONNECT_ATTEMPTS,
    // A refused session stays refused: tab visibility and `online` do not hammer the server with it.
    hasUsableSession: ({ context }) => context.error !== 'authRejected',
  },
  delays: {
    // The coming attempt is reconnectAttempts + 1: 3000, 4500, 6750, 10125, 15187.5 ms.
    reconnectDelay: ({ context }) => reconnectDelayFor(context.reconnectAttempts + 1),
    connectTimeout: CONNECT_TIMEOUT_MS,
  },
}).createMachine({
  id: 'socket',
  context: ({ input }) => ({
    url: input.url,
    sessionId: input.sessionId,
    queue: [],
    nextFrameId: 1,
    reconnectAttempts: 0,
    error: null,
    hasConnected: false,
  }),
  invoke: { id: 'pageEvents', src: 'pageEvents', onError: {} },
  on: {
    'socket.send': { actions: 'enqueueFrame' },
    // Handled everywhere: an acknowledgement may be processed after the close that ended its socket.
    'socket.frameWritten': { actions: 'forgetWrittenFrame' },
    'socket.close': { target: '.disconnected.loggedOut', actions: ['dropQueue', 'resetReconnectAttempts'] },
  },
  initial: 'live',
  states: {
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
          entry: ['announceReconnected', 'markConnected', 'flushQueue'],
          on: {
            'socket.send': { actions: ['enqueueFrame', 'writeNewestFrame'] },
            'socket.messageReceived': { actions: 'forwardMessage' },
          },
        },
      },
    },
    reconnecting: {
      tags: ['connecting'],
      after: { reconnectDelay: { target: 'live', actions: 'countReconnectAttempt' } },
      on: {
        'page.visible': reconnectNow,
        'network.online': reconnectNow,
        'socket.reconnect': reconnectNow,
      },
    },
    error: {
      tags: ['error'],
      on: {
        'socket.reconnect': reconnectNow,
        'page.visible': { ...reconnectNow, guard: 'hasUsableSession' },
        'network.online': { ...reconnectNow, guard: 'hasUsableSession' },
      },
    },
    disconnected: {
      tags: ['disconnected'],
      initial: 'closed',
      states: {
        closed: {
          on: { 'socket.reconnect': reconnectNow },
        },
        loggedOut: {
          // For good: nothing is queued for a session that is over.
          on: { 'socket.send': {}, 'socket.close': {} },
        },
      },
    },
  },
})
