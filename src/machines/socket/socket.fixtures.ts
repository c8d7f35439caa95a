/**
 * Sample data for the socket machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */

import { definePathFixtures } from '../../lib/path-fixtures'
import { socketMachine } from './socket.machine'

export const input = { url: 'ws://mock.test/ws', sessionId: 'sess-1' }

// The commands, the socket actor's reports (its callback events), the invoke's failure and the two
// delays, so the traversal walks every transition without opening anything.
export const drop = { type: 'socket.closed', code: 1006, reason: '' }
export const retryAfterBackoff = { type: 'xstate.after.reconnectDelay.socket.reconnecting' }
export const commands = [
  { type: 'socket.send', frame: { action: 'ping' } },
  { type: 'socket.close' },
  { type: 'socket.reconnect' },
  { type: 'page.visible' },
  { type: 'network.online' },
]
export const reports = [
  { type: 'socket.opened' },
  { type: 'socket.authenticated' },
  { type: 'socket.rejected' },
  { type: 'socket.errored' },
  drop,
  { type: 'socket.closed', code: 1000, reason: '' },
  { type: 'socket.closed', code: 4001, reason: 'session' },
  { type: 'socket.messageReceived', message: { action: 'cmd_visit' } },
  { type: 'socket.frameWritten', id: 1 },
  { type: 'xstate.error.actor.socket', error: new DOMException('bad url', 'SyntaxError') },
  { type: 'xstate.after.connectTimeout.socket.live.connecting' },
  retryAfterBackoff,
]
export const tabs = [
  { type: 'tabs.elected' },
  { type: 'tabs.leaderStatus', leaderId: 'tab-2', status: 'connecting', error: null },
  { type: 'tabs.leaderStatus', leaderId: 'tab-2', status: 'connected', error: null },
  { type: 'tabs.leaderStatus', leaderId: 'tab-2', status: 'error', error: 'connectionError' },
  { type: 'tabs.leaderStatus', leaderId: 'tab-2', status: 'disconnected', error: null },
]
export const events = [...commands, ...reports] as never[]
export const sharedInput = { ...input, shareAcrossTabs: true, tabId: 'tab-1' }

export const byValue = { serializeState: (snapshot: { value: unknown }) => JSON.stringify(snapshot.value) }

export const pathFixtures = definePathFixtures(socketMachine, [
  // The attempts count decides when drops give up (error after five).
  {
    name: 'its own socket',
    input,
    events,
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.reconnectAttempts]),
  },
  { name: 'shared between tabs', input: sharedInput, events: [...events, ...tabs] as never[], ...byValue },
])
