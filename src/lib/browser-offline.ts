/**
 * Whether the browser says it has no network (`navigator.onLine` and its `online`/`offline` events),
 * as a React hook. Its word alone: a network that is up but reaches nothing says "online" here; the
 * app-update machine's probes tell that case (app-update.actors.ts).
 */
import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

const isBrowserOffline = () => navigator.onLine === false

/** True while the browser is offline; false on the server (prerender) and whenever it says online. */
export function useBrowserOffline(): boolean {
  return useSyncExternalStore(subscribe, isBrowserOffline, () => false)
}
