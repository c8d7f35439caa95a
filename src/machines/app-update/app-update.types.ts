/** Context, input and events of the app-update machine (service worker, connectivity, logout). */

export interface AppUpdateInput {
  /** The service worker's address (`/sw.js` in production builds), or null where there is none. */
  workerUrl: string | null
}

export interface AppUpdateContext {
  workerUrl: string | null
}

/** What the service-worker actor reports. */
export type WorkerReport =
  | { type: 'worker.registered' }
  | { type: 'worker.unsupported' }
  | { type: 'worker.failed' }
  /** A new version is installed and waits for the member's word to take over. */
  | { type: 'worker.updateReady' }

/** What the machine asks of the service-worker actor. */
export type WorkerCommand =
  | { type: 'worker.checkForUpdate' }
  /** Let the waiting version take over; the page reloads once it controls it. */
  | { type: 'worker.activateUpdate' }
  /** Reload now, whoever controls the page. */
  | { type: 'worker.reload' }

export type ConnectivityReport = { type: 'network.online' } | { type: 'network.offline' }

export type AppUpdateEvent =
  | WorkerReport
  | ConnectivityReport
  | { type: 'update.reload' }
  | { type: 'update.dismiss' }
  /** The session logged the member out (the session machine's `loggedOut`). */
  | { type: 'session.loggedOut' }
  /** The session could not reach the server (the session machine's `unavailable`). */
  | { type: 'session.unavailable' }
