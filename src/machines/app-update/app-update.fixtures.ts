/**
 * Sample data for the app update machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */

import { definePathFixtures } from '../../lib/path-fixtures'
import { appUpdateMachine } from './app-update.machine'

export const input = { workerUrl: '/sw.js' }

// The member's commands, the actors' reports, the clean-up's outcomes and the two delays, so the
// traversal walks every transition without touching a service worker.
export const events = [
  { type: 'update.reload' },
  { type: 'update.dismiss' },
  { type: 'session.loggedOut' },
  { type: 'worker.registered' },
  { type: 'worker.updateReady' },
  { type: 'worker.unsupported' },
  { type: 'worker.failed' },
  { type: 'network.offline' },
  { type: 'network.online' },
  { type: 'session.unavailable' },
  { type: 'xstate.done.actor.0.appUpdate.network.verifying', output: true },
  { type: 'xstate.done.actor.0.appUpdate.network.verifying', output: false },
  { type: 'xstate.after.reachRetry.appUpdate.network.unreachable.waiting' },
  { type: 'xstate.done.actor.0.appUpdate.worker.clearing' },
  { type: 'xstate.error.actor.0.appUpdate.worker.clearing', error: new Error('SecurityError') },
  { type: 'xstate.after.updateCheckInterval.appUpdate.worker.idle' },
  { type: 'xstate.after.activationTimeout.appUpdate.worker.reloading' },
] as never[]

export const byValue = { serializeState: (snapshot: { value: unknown }) => JSON.stringify(snapshot.value) }

// Tried by the coverage walk only (the paths test's shortest paths stay the ones it asserts): the
// probe's answer while offline, reached and not.
const probeAnswers = [
  { type: 'xstate.done.actor.0.appUpdate.network.unreachable.probing', output: true },
  { type: 'xstate.done.actor.0.appUpdate.network.unreachable.probing', output: false },
]

export const pathFixtures = definePathFixtures(appUpdateMachine, [
  { input, events: [...events, ...probeAnswers], ...byValue },
])
