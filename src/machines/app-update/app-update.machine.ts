/**
 * The installed app's life (issue 14): the service worker that keeps the shell offline, a new
 * deployed version waiting for the member's word, the connectivity the offline notice shows, and the
 * clean-up at logout. Two regions run side by side.
 *
 * `worker` (the service-worker actor lives as long as the region):
 * - `registering`: registering the worker after the page's load; a version may already be waiting.
 * - `unsupported`: no worker here (the development server, whose mock has its own, tests, stories,
 *   a browser without service workers); the app works, only not offline.
 * - `idle`: the worker is in place; a new version is looked for every `updateCheckInterval`
 *   (browsers only look on navigations, and an installed app may stay open for days).
 * - `updateAvailable`: a new version is installed and waits: the member is offered a reload (toast).
 * - `reloading`: the member accepted: the waiting version takes over, then the page reloads.
 * - `failed`: the registration (or the clean-up) failed; the app works online as before.
 * - `clearingOnceRegistered`: the member logged out while the registration was on its way: the
 *   clean-up waits for it, or the worker would install and fill its cache again afterwards.
 * - `clearing`: the member logged out: the caches are emptied and the worker unregistered.
 * - `cleared`: nothing held any more; the next visit registers afresh.
 *
 * `network` (what the offline notice shows, and what hides the session's 'server unreachable' banner):
 * - `online`: nothing says the network is gone.
 * - `offline`: the browser says so (`navigator.onLine`, its `offline` event).
 * - `verifying`: the browser says online but the session could not reach the server: a look at our
 *   own origin (`probeReach`, past the worker) tells a network gone from a server down. `navigator.onLine`
 *   alone is no proof: it stays true on a network with no way out, and Chromium 150 reports true in a
 *   page opened under DevTools' offline emulation (Chromium 156 reports false).
 * - `unreachable`: our own origin could not be reached either: offline as far as the member can tell.
 *   `waiting` looks again every `reachRetry`, `probing` is that look, since no `online` event comes when
 *   the browser never thought it was offline.
 */
import { type ActorRefFrom, sendTo, setup } from 'xstate'
import { clearOfflineData, probeReach, serviceWorker, watchConnectivity } from './app-update.actors'
import type { AppUpdateContext, AppUpdateEvent, AppUpdateInput, WorkerCommand } from './app-update.types'

export const appUpdateMachine = setup({
  types: {
    context: {} as AppUpdateContext,
    events: {} as AppUpdateEvent,
    input: {} as AppUpdateInput,
  },
  actors: { serviceWorker, watchConnectivity, clearOfflineData, probeReach },
  actions: {
    askForUpdateCheck: sendTo('serviceWorker', { type: 'worker.checkForUpdate' } satisfies WorkerCommand),
    activateUpdate: sendTo('serviceWorker', { type: 'worker.activateUpdate' } satisfies WorkerCommand),
    forceReload: sendTo('serviceWorker', { type: 'worker.reload' } satisfies WorkerCommand),
  },
  delays: {
    // Half an hour: a release is noticed within the time of a coffee, and the check (one small
    // conditional request for sw.js) costs nothing worth counting.
    updateCheckInterval: 30 * 60_000,
    // The waiting version takes control within a second or so; if it has not after 10 s (another tab
    // still holds the old one, the worker was replaced meanwhile), reload anyway.
    activationTimeout: 10_000,
    // Often enough that the notice leaves soon after the network is back, rare enough to cost nothing:
    // one small HEAD request every 5 s, only while nothing can be reached.
    reachRetry: 5_000,
  },
  guards: {
    wasReached: (_, params: { reached: boolean }) => params.reached,
  },
}).createMachine({
  id: 'appUpdate',
  type: 'parallel',
  context: ({ input }) => ({ workerUrl: input.workerUrl }),
  states: {
    worker: {
      invoke: {
        id: 'serviceWorker',
        src: 'serviceWorker',
        input: ({ context }) => ({ workerUrl: context.workerUrl }),
      },
      initial: 'registering',
      on: { 'session.loggedOut': '.clearing' },
      states: {
        registering: {
          on: {
            'worker.registered': 'idle',
            'worker.updateReady': 'updateAvailable',
            'worker.unsupported': 'unsupported',
            'worker.failed': 'failed',
            // A registration on its way would install the worker and fill its cache again after a
            // clean-up: the clean-up waits for it.
            'session.loggedOut': 'clearingOnceRegistered',
          },
        },
        clearingOnceRegistered: {
          on: {
            'session.loggedOut': {},
            'worker.registered': 'clearing',
            'worker.updateReady': 'clearing',
            'worker.unsupported': 'clearing',
            'worker.failed': 'clearing',
          },
        },
        unsupported: {},
        idle: {
          after: { updateCheckInterval: { target: 'idle', reenter: true, actions: 'askForUpdateCheck' } },
          on: { 'worker.updateReady': 'updateAvailable' },
        },
        updateAvailable: {
          on: { 'update.reload': 'reloading', 'update.dismiss': 'idle' },
        },
        reloading: {
          entry: 'activateUpdate',
          after: { activationTimeout: { actions: 'forceReload' } },
        },
        failed: {},
        clearing: {
          invoke: {
            src: 'clearOfflineData',
            input: ({ context }) => ({ workerUrl: context.workerUrl }),
            onDone: 'cleared',
            onError: 'failed',
          },
        },
        cleared: {},
      },
    },
    network: {
      invoke: { src: 'watchConnectivity' },
      initial: 'online',
      on: { 'network.offline': '.offline' },
      states: {
        online: { on: { 'session.unavailable': 'verifying' } },
        offline: { tags: ['offline'], on: { 'network.online': 'online' } },
        verifying: {
          invoke: {
            src: 'probeReach',
            input: ({ context }) => ({ url: context.workerUrl }),
            onDone: [
              {
                guard: { type: 'wasReached', params: ({ event }) => ({ reached: event.output }) },
                target: 'online',
              },
              { target: 'unreachable' },
            ],
            onError: 'unreachable',
          },
        },
        unreachable: {
          tags: ['offline'],
          initial: 'waiting',
          on: { 'network.online': '.probing' },
          states: {
            waiting: { after: { reachRetry: 'probing' } },
            probing: {
              invoke: {
                src: 'probeReach',
                input: ({ context }) => ({ url: context.workerUrl }),
                onDone: [
                  {
                    guard: { type: 'wasReached', params: ({ event }) => ({ reached: event.output }) },
                    target: '#appUpdate.network.online',
                  },
                  { target: 'waiting' },
                ],
                onError: 'waiting',
              },
            },
          },
        },
      },
    },
  },
})

export type AppUpdateActorRef = ActorRefFrom<typeof appUpdateMachine>
