/** The only way views read the app-update machine. */
import type { SnapshotFrom } from 'xstate'
import type { appUpdateMachine } from './app-update.machine'

type Snapshot = SnapshotFrom<typeof appUpdateMachine>

export type WorkerStatus =
  | 'registering'
  | 'unsupported'
  | 'idle'
  | 'updateAvailable'
  | 'reloading'
  | 'failed'
  | 'clearingOnceRegistered'
  | 'clearing'
  | 'cleared'

/** What the update toast shows: nothing, the offer to reload, or the reload under way. */
export type UpdateOffer = 'none' | 'available' | 'reloading'

export const selectWorkerStatus = (s: Snapshot): WorkerStatus => (s.value as { worker: WorkerStatus }).worker

export const selectUpdateOffer = (s: Snapshot): UpdateOffer => {
  if (s.matches({ worker: 'updateAvailable' })) return 'available'
  if (s.matches({ worker: 'reloading' })) return 'reloading'
  return 'none'
}

/** The browser says the network is gone, or nothing of ours can be reached (`unreachable`). */
export const selectIsOffline = (s: Snapshot): boolean => s.hasTag('offline')
