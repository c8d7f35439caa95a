/**
 * The socket machine's setup (see socket.machine.ts): its types, actors, delays, guards and the
 * actions written inline. Apart from the chart so the modules holding the other actions take their
 * types from here without importing the machine that imports them.
 */
import { assign, emit, enqueueActions, fromCallback, setup } from 'xstate'
import { pageEvents, socket } from './socket.actors'
import { type TabChannelCommand, type TabPresenceCommand, tabsPost } from './socket.tabs'
import type {
  ConnectionStatus,
  SocketContext,
  SocketEmitted,
  SocketErrorCode,
  SocketEvent,
  SocketInput,
} from './socket.types'

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
 * How long the leader waits for the tab it handed a toast to say it showed it before handing it to
 * another: a tab answers within a few ms of the BroadcastChannel delivery; one silent for 3 s has
 * crashed (a closing tab says bye, so only a crash waits this long).
 */
export const TOAST_ANSWER_MS = 3000

/**
 * Attempt n (1 to 5) waits 3000 × 1.5^(n−1) ms: 3000, 4500, 6750, 10125, 15187.5
 * (ARCHITECTURE.md, "Decisions where the spec is open").
 */
export const reconnectDelayFor = (attempt: number) => RECONNECT_BASE_MS * RECONNECT_FACTOR ** (attempt - 1)

export type SocketTag = 'connecting' | 'connected' | 'error' | 'disconnected'

/**
 * The tab actors do nothing here: a socket that is not shared (the widget) never needs them, so
 * their code stays out of its bundle. The app provides the live ones (`liveTabActors`).
 */
const inertLeadership = fromCallback<{ type: 'none' }, { name: string | null }>(() => {})
const inertTabChannel = fromCallback<TabChannelCommand, { name: string | null; tabId: string }>(() => {})
const inertTabView = fromCallback(() => {})
const inertTabPresence = fromCallback<TabPresenceCommand, { name: string | null; tabId: string }>(() => {})

export const socketBase = setup({
  types: {
    context: {} as SocketContext,
    events: {} as SocketEvent,
    input: {} as SocketInput,
    emitted: {} as SocketEmitted,
    tags: {} as SocketTag,
  },
  actors: {
    socket,
    pageEvents,
    leadership: inertLeadership,
    tabChannel: inertTabChannel,
    tabView: inertTabView,
    tabPresence: inertTabPresence,
  },
  actions: {
    shareStatus: enqueueActions(({ context, enqueue }, params: { status: ConnectionStatus }) => {
      enqueue.assign({ status: params.status })
      if (!context.tabsName) return
      const error = params.status === 'error' ? context.error : null
      enqueue.sendTo('tabs', tabsPost({ kind: 'status', from: context.tabId, status: params.status, error }))
    }),
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
    markConnected: assign({ hasConnected: true, reconnectAttempts: 0, error: null }),
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
    toastAnswer: TOAST_ANSWER_MS,
  },
})

/**
 * The setup without the actions written in modules of their own (socket.queue.ts,
 * socket.following.ts, socket.sharing.ts): they take their types from it, and socket.machine.ts
 * joins them to it.
 */
export type SocketBase = typeof socketBase
