import { useSelector } from '@xstate/react'
import type { AppUpdateActorRef } from '../../machines/app-update/app-update.machine'
import { selectIsOffline } from '../../machines/app-update/app-update.selectors'
import { OfflineCard } from './offline-card'

/**
 * Says the app is offline while the browser has no network: the shell still works (the service
 * worker serves it), what needs the server waits for the connection to come back.
 */
export function OfflineNotice({ actorRef }: { actorRef: AppUpdateActorRef }) {
  // Its words are in `common`, loaded before the first frame: this part starts after the page is on
  // screen, and when the network went first, a namespace of its own could not be fetched any more
  // (the notice then read 'offline.title'; the end-to-end tests caught it with the worker blocked).
  const offline = useSelector(actorRef, selectIsOffline)
  return offline ? <OfflineCard /> : null
}
