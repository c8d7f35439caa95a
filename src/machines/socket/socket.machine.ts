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
 *
 * Beside this file: socket.following.ts (the `following` state and what only a follower does),
 * socket.queue.ts (the queue's actions), socket.sharing.ts (what a tab tells the others: hello, its
 * view, frames and reconnections) and socket.tabs.ts (the tab actors and their messages).
 */
import { assign, emit, enqueueActions, fromCallback, setup } from 'xstate'
import { pageEvents, socket } from './socket.actors'
import {
  askLeaderToReconnect,
  emitReconnected,
  following,
  followLeader,
  isLeaderStatus,
  postNewestFrame,
  postQueueToNewLeader,
} from './socket.following'
import {
  dropQueue,
  enqueueFrame,
  enqueueTabFrame,
  flushQueue,
  forgetWrittenFrame,
  writeNewestFrame,
  writeTabFrame,
} from './socket.queue'
import type { ConnectionStatus } from './socket.selectors'
import {
  announceReconnected,
  answerHello,
  forgetView,
  forwardMessage,
  lead,
  noteOwnView,
  noteView,
  receiveHandedToast,
  receiveTabFrame,
  sayBye,
  sayHello,
  settleToast,
} from './socket.sharing'
import { newTabId, type TabChannelCommand, tabsNameOf, tabsPost } from './socket.tabs'
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

type SocketTag = 'connecting' | 'connected' | 'error' | 'disconnected'

const reconnectNow = { target: '#socket.live', actions: 'resetReconnectAttempts' } as const

/**
 * The tab actors do nothing here: a socket that is not shared (the widget) never needs them, so
 * their code stays out of its bundle. The app provides the live ones (`liveTabActors`).
 */
const inertLeadership = fromCallback<{ type: 'none' }, { name: string | null }>(() => {})
const inertTabChannel = fromCallback<TabChannelCommand, { name: string | null; tabId: string }>(() => {})
const inertTabView = fromCallback(() => {})

/** Connecting took too long or the socket dropped: another attempt if any is left, else `error`. */
const retryOrFail = (note: 'noteConnectionLost' | 'noteTimeout') =>
  [
    { guard: 'canRetry', target: '#socket.reconnecting', actions: note },
    { target: '#socket.error', actions: note },
  ] as const

const sessionRejected = {
  target: 'error',
  actions: ['noteSessionRejected', 'announceSessionRejected'],
} as const

const socketBase = setup({
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
    isLeaderStatus,
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
 * socket.following.ts, socket.sharing.ts): they take their types from it, and join it below.
 */
export type SocketBase = typeof socketBase

const socketSetup = socketBase.extend({
  actions: {
    enqueueFrame,
    enqueueTabFrame,
    writeNewestFrame,
    writeTabFrame,
    flushQueue,
    forgetWrittenFrame,
    dropQueue,
    postNewestFrame,
    postQueueToNewLeader,
    followLeader,
    askLeaderToReconnect,
    emitReconnected,
    lead,
    sayHello,
    answerHello,
    noteOwnView,
    noteView,
    forgetView,
    sayBye,
    announceReconnected,
    forwardMessage,
    receiveTabFrame,
    receiveHandedToast,
    settleToast,
  },
})

/**
 * A state of this machine written in a module of its own (socket.following.ts): typed by this setup
 * where it is written, so its actions, guards and events are checked there.
 */
export type SocketStateConfig = Parameters<typeof socketSetup.createStateConfig>[0]

export const socketMachine = socketSetup.createMachine({
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
      pendingToasts: [],
      nextFrameSeq: 1,
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
    'tabs.gone': { actions: ['settleToast', 'forgetView'] },
    'tabs.toastAnswered': { guard: 'isLeading', actions: 'settleToast' },
    'tabs.toastUnanswered': { guard: 'isLeading', actions: 'settleToast' },
    'tabs.ownViewChanged': { actions: 'noteOwnView' },
    'tabs.leaving': { actions: 'sayBye' },
  },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isShared', target: 'following' }, { target: 'live' }],
    },
    following,
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
        'socket.rejected': sessionRejected,
        'socket.closed': [
          { guard: 'isSessionRejectedClose', ...sessionRejected },
          { guard: 'isNormalClose', target: 'disconnected.closed' },
          ...retryOrFail('noteConnectionLost'),
        ],
      },
      initial: 'connecting',
      states: {
        connecting: {
          tags: ['connecting'],
          entry: { type: 'shareStatus', params: { status: 'connecting' } },
          after: { connectTimeout: retryOrFail('noteTimeout') },
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
