import { describe, expect, it } from 'vitest'
import { createActor, type EventObject, fromCallback, fromPromise, SimulatedClock } from 'xstate'
import { appUpdateMachine } from './app-update.machine'
import { selectIsOffline, selectUpdateOffer, selectWorkerStatus } from './app-update.selectors'
import type { ConnectivityReport, WorkerCommand, WorkerReport } from './app-update.types'

/** The machine with its three actors stubbed: the test plays the worker and the network. */
function start({ clearFails = false, reached = [] as boolean[] } = {}) {
  const commands: WorkerCommand['type'][] = []
  const cleared: (string | null)[] = []
  let reportWorker: (report: WorkerReport) => void = () => {}
  let reportNetwork: (report: ConnectivityReport) => void = () => {}
  const clock = new SimulatedClock()
  const machine = appUpdateMachine.provide({
    actors: {
      serviceWorker: fromCallback<WorkerCommand, { workerUrl: string | null }, WorkerReport>(
        ({ sendBack, receive }) => {
          reportWorker = sendBack
          receive((command) => commands.push(command.type))
        },
      ),
      watchConnectivity: fromCallback<EventObject, void, ConnectivityReport>(({ sendBack }) => {
        reportNetwork = sendBack
      }),
      probeReach: fromPromise<boolean, { url: string | null }>(async () => reached.shift() ?? true),
      clearOfflineData: fromPromise<void, { workerUrl: string | null }>(async ({ input }) => {
        cleared.push(input.workerUrl)
        if (clearFails) throw new Error('SecurityError')
      }),
    },
  })
  const actor = createActor(machine, { input: { workerUrl: '/sw.js' }, clock }).start()
  return {
    actor,
    clock,
    commands,
    cleared,
    worker: (report: WorkerReport) => reportWorker(report),
    network: (report: ConnectivityReport) => reportNetwork(report),
    status: () => selectWorkerStatus(actor.getSnapshot()),
    offer: () => selectUpdateOffer(actor.getSnapshot()),
  }
}

describe('app-update machine', () => {
  it('registers, then offers nothing until a new version waits', () => {
    const t = start()
    expect(t.status()).toBe('registering')
    t.worker({ type: 'worker.registered' })
    expect(t.status()).toBe('idle')
    expect(t.offer()).toBe('none')
    t.worker({ type: 'worker.updateReady' })
    expect(t.offer()).toBe('available')
  })

  it('offers the reload of a version found waiting at registration', () => {
    const t = start()
    t.worker({ type: 'worker.updateReady' })
    expect(t.offer()).toBe('available')
    // The registration's own answer, arriving after, does not hide the offer.
    t.worker({ type: 'worker.registered' })
    expect(t.offer()).toBe('available')
  })

  it('lets the waiting version take over when the member accepts, and reloads anyway after 10 s', () => {
    const t = start()
    t.worker({ type: 'worker.registered' })
    t.worker({ type: 'worker.updateReady' })
    t.actor.send({ type: 'update.reload' })
    expect(t.offer()).toBe('reloading')
    expect(t.commands).toEqual(['worker.activateUpdate'])
    t.clock.increment(9_999)
    expect(t.commands).toEqual(['worker.activateUpdate'])
    t.clock.increment(1)
    expect(t.commands).toEqual(['worker.activateUpdate', 'worker.reload'])
  })

  it('hides the offer when the member says later, and offers the next version again', () => {
    const t = start()
    t.worker({ type: 'worker.registered' })
    t.worker({ type: 'worker.updateReady' })
    t.actor.send({ type: 'update.dismiss' })
    expect(t.offer()).toBe('none')
    expect(t.commands).toEqual([])
    t.worker({ type: 'worker.updateReady' })
    expect(t.offer()).toBe('available')
  })

  it('looks for a new version every 30 minutes while idle', () => {
    const t = start()
    t.worker({ type: 'worker.registered' })
    t.clock.increment(30 * 60_000 - 1)
    expect(t.commands).toEqual([])
    t.clock.increment(1)
    expect(t.commands).toEqual(['worker.checkForUpdate'])
    t.clock.increment(30 * 60_000)
    expect(t.commands).toEqual(['worker.checkForUpdate', 'worker.checkForUpdate'])
  })

  it('never looks for updates where there is no worker, or after a failed registration', () => {
    for (const report of ['worker.unsupported', 'worker.failed'] as const) {
      const t = start()
      t.worker({ type: report })
      expect(t.status()).toBe(report === 'worker.unsupported' ? 'unsupported' : 'failed')
      t.clock.increment(2 * 60 * 60_000)
      expect(t.commands).toEqual([])
    }
  })

  it('empties the caches and unregisters at logout, whatever the worker was doing', async () => {
    for (const before of ['registering', 'idle', 'updateAvailable', 'unsupported'] as const) {
      const t = start()
      if (before === 'idle') t.worker({ type: 'worker.registered' })
      if (before === 'updateAvailable') t.worker({ type: 'worker.updateReady' })
      if (before === 'unsupported') t.worker({ type: 'worker.unsupported' })
      expect(t.status()).toBe(before)
      t.actor.send({ type: 'session.loggedOut' })
      if (before === 'registering') {
        // The registration on its way ends first: then the clean-up.
        expect(t.status()).toBe('clearingOnceRegistered')
        t.worker({ type: 'worker.registered' })
      }
      expect(t.status()).toBe('clearing')
      expect(t.offer()).toBe('none')
      await Promise.resolve()
      await Promise.resolve()
      expect(t.status()).toBe('cleared')
      expect(t.cleared).toEqual(['/sw.js'])
      // Nothing is looked for or offered any more in this page.
      t.worker({ type: 'worker.updateReady' })
      t.clock.increment(60 * 60_000)
      expect(t.status()).toBe('cleared')
      expect(t.commands).toEqual([])
    }
  })

  it('says so when the clean-up fails', async () => {
    const t = start({ clearFails: true })
    t.worker({ type: 'worker.registered' })
    t.actor.send({ type: 'session.loggedOut' })
    await Promise.resolve()
    await Promise.resolve()
    expect(t.status()).toBe('failed')
  })

  it('follows the connectivity, whatever the worker does', () => {
    const t = start()
    expect(selectIsOffline(t.actor.getSnapshot())).toBe(false)
    t.network({ type: 'network.offline' })
    expect(selectIsOffline(t.actor.getSnapshot())).toBe(true)
    t.worker({ type: 'worker.registered' })
    t.worker({ type: 'worker.updateReady' })
    expect(selectIsOffline(t.actor.getSnapshot())).toBe(true)
    expect(t.offer()).toBe('available')
    t.network({ type: 'network.online' })
    expect(selectIsOffline(t.actor.getSnapshot())).toBe(false)
  })

  it('says offline when the session cannot reach the server and neither can a look at our own origin', async () => {
    const t = start({ reached: [false, false, true] })
    const offline = () => selectIsOffline(t.actor.getSnapshot())
    t.actor.send({ type: 'session.unavailable' })
    expect(t.actor.getSnapshot().matches({ network: 'verifying' })).toBe(true)
    expect(offline()).toBe(false)
    await Promise.resolve()
    await Promise.resolve()
    expect(offline()).toBe(true)
    // No `online` event comes when the browser never thought it was offline: it looks again every 5 s.
    t.clock.increment(5_000)
    await Promise.resolve()
    await Promise.resolve()
    expect(offline()).toBe(true)
    t.clock.increment(5_000)
    await Promise.resolve()
    await Promise.resolve()
    expect(offline()).toBe(false)
  })

  it('leaves the session’s banner alone when our own origin answers: the server is down, not the network', async () => {
    const t = start({ reached: [true] })
    t.actor.send({ type: 'session.unavailable' })
    await Promise.resolve()
    await Promise.resolve()
    expect(t.actor.getSnapshot().matches({ network: 'online' })).toBe(true)
    expect(selectIsOffline(t.actor.getSnapshot())).toBe(false)
  })
})
