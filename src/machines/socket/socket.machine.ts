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
 * Beside this file: socket.setup.ts (the setup the other modules take their types from),
 * socket.following.ts (what only a follower does),
 * socket.queue.ts (the queue's actions), socket.sharing.ts (what a tab tells the others: hello, its
 * view, frames and reconnections) and socket.tabs.ts (the tab actors and their messages).
 */
import {
  askLeaderToReconnect,
  emitReconnected,
  followLeader,
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
import { socketBase } from './socket.setup'
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
  sayView,
  settleToast,
} from './socket.sharing'
import { newTabId, tabsNameOf } from './socket.tabs'

export {
  CONNECT_TIMEOUT_MS,
  MAX_RECONNECT_ATTEMPTS,
  NORMAL_CLOSE,
  RECONNECT_BASE_MS,
  RECONNECT_FACTOR,
  reconnectDelayFor,
  SESSION_REJECTED_CLOSE,
  TOAST_ANSWER_MS,
} from './socket.setup'

const reconnectNow = { target: '#socket.live', actions: 'resetReconnectAttempts' } as const

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
    sayView,
    announceReconnected,
    forwardMessage,
    receiveTabFrame,
    receiveHandedToast,
    settleToast,
  },
})

/** A follower hearing the leader's status: a new leader gets the frames not written yet. */
const follow = ['postQueueToNewLeader', 'followLeader'] as const

/** The leader's status `status` makes this tab's status the same. */
const followStatus = (status: 'connected' | 'error' | 'disconnected') =>
  ({
    guard: { type: 'isLeaderStatus', params: { status } },
    target: `.${status}`,
    actions: follow,
  }) as const

/** Another tab holds the socket; the actions only a follower uses are in socket.following.ts. */
const following = socketSetup.createStateConfig({
  initial: 'connecting',
  on: {
    'tabs.elected': { target: 'live', actions: ['lead', 'sayHello'] },
    'tabs.leaderStatus': [
      followStatus('connected'),
      followStatus('error'),
      followStatus('disconnected'),
      { target: '.connecting', actions: follow },
    ],
    'tabs.frameReceived': { actions: 'receiveTabFrame' },
    'tabs.toastHanded': { actions: 'receiveHandedToast' },
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
})

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
    // Before the view: this tab asks for its presence lock before it first says its view.
    {
      id: 'presence',
      src: 'tabPresence',
      input: ({ context }) => ({ name: context.tabsName, tabId: context.tabId }),
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
    'tabs.presenceHeld': { actions: 'sayView' },
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
