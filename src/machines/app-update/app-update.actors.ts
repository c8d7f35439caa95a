/**
 * The app-update machine's actors, live versions; tests and stories swap them with `.provide()`.
 * They are the only code that touches the service worker, the Cache Storage and the page's reload.
 */
import { Workbox } from 'workbox-window'
import { type EventObject, fromCallback, fromPromise } from 'xstate'
import type { ConnectivityReport, WorkerCommand, WorkerReport } from './app-update.types'

/**
 * Registers the service worker (after the page's load event, so it never competes with the first
 * paint) and reports on it; answers update checks, and activates a waiting version on demand, then
 * reloads once that version controls the page.
 */
export const serviceWorker = fromCallback<WorkerCommand, { workerUrl: string | null }, WorkerReport>(
  ({ input, sendBack, receive }) => {
    if (!input.workerUrl || !('serviceWorker' in navigator)) {
      sendBack({ type: 'worker.unsupported' })
      return
    }
    const workbox = new Workbox(input.workerUrl, { scope: '/' })
    let reloadWhenControlled = false
    // Fired for a version installed while this page runs, and for one found waiting at registration.
    workbox.addEventListener('waiting', () => sendBack({ type: 'worker.updateReady' }))
    // Also fired on the very first install (clientsClaim): reload only when the member asked for it.
    workbox.addEventListener('controlling', () => {
      if (reloadWhenControlled) location.reload()
    })
    workbox.register().then(
      (registration) => sendBack({ type: registration ? 'worker.registered' : 'worker.failed' }),
      () => sendBack({ type: 'worker.failed' }),
    )
    receive((command) => {
      if (command.type === 'worker.checkForUpdate') workbox.update().catch(() => {})
      else if (command.type === 'worker.activateUpdate') {
        reloadWhenControlled = true
        workbox.messageSkipWaiting()
      } else location.reload()
    })
  },
)

/** Reports the browser's connectivity now, then on every `online` / `offline` event. */
export const watchConnectivity = fromCallback<EventObject, void, ConnectivityReport>(({ sendBack }) => {
  const report = () => sendBack({ type: navigator.onLine ? 'network.online' : 'network.offline' })
  report()
  globalThis.addEventListener('online', report)
  globalThis.addEventListener('offline', report)
  return () => {
    globalThis.removeEventListener('online', report)
    globalThis.removeEventListener('offline', report)
  }
})

/**
 * At logout: empties the Cache Storage (the precached shell) and unregisters our service worker, so
 * nothing of the session's time stays behind; the next visit registers and precaches afresh.
 */
export const clearOfflineData = fromPromise<void, { workerUrl: string | null }>(async ({ input }) => {
  // Unregistered first, so no update of it starts filling a cache again once they are emptied.
  if (input.workerUrl && 'serviceWorker' in navigator) {
    const ours = new URL(input.workerUrl, location.href).href
    const registrations = await navigator.serviceWorker.getRegistrations()
    await Promise.all(
      registrations
        .filter((r) => [r.active, r.waiting, r.installing].some((w) => w?.scriptURL === ours))
        .map((r) => r.unregister()),
    )
  }
  if (typeof caches !== 'undefined') {
    const names = await caches.keys()
    await Promise.all(names.map((name) => caches.delete(name)))
  }
})

/**
 * Whether our own origin answers: a HEAD of the service worker's script, which the worker never
 * serves itself, with no cache, so only the network can answer. Any answer counts, even an error
 * status; no answer within 5 s does not. Where there is no worker (development), nothing to look at:
 * reached.
 */
export const probeReach = fromPromise<boolean, { url: string | null }>(async ({ input }) => {
  if (!input.url) return true
  try {
    await fetch(input.url, { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(5_000) })
    return true
  } catch {
    return false
  }
})
