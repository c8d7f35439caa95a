/**
 * The offline notice while the app's status part (app-status.tsx) is not there: on its way, or its
 * chunk could not load. That part is a lazy chunk asked for once the first page is on screen, and on
 * a first visit the service worker does not hold it yet: a network that drops in that second left
 * its chunks failing, and the member with no word of being offline until the network came back
 * (found by an end-to-end run, 2026-11-28). This stand-in is in the first route, so it is there
 * whatever the network does; it goes when the part renders (app.tsx retries it once the browser is
 * back online).
 *
 * It has the browser's word only (`navigator.onLine` and its events): enough to say "offline" (a
 * browser with no network at all knows it). The part also tells a network that is up but reaches
 * nothing; that needs its probes, and waits for it.
 */
import { type ReactNode, Suspense, useEffect } from 'react'
import { useBrowserOffline } from '../../lib/browser-offline'
import { setOffline } from '../../stores/shell'
import { ErrorBoundary } from '../layout/error-boundary'
import { OfflineCard, statusRegion } from './offline-card'

export function BrowserOfflineNotice() {
  const offline = useBrowserOffline()
  // One message about the network: the session's 'server unreachable' banner steps aside, as it does
  // for the part's notice (which sets this in turn once it runs).
  useEffect(() => setOffline(offline), [offline])
  return offline ? (
    <div className={statusRegion}>
      <OfflineCard />
    </div>
  ) : null
}

/**
 * Where app.tsx renders the status part: the stand-in while the part is on its way, and in its place
 * when its chunk failed (a part left out, asked for again once the browser is back online).
 */
export function AppStatusSlot({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary part="app status" fallback={<BrowserOfflineNotice />}>
      <Suspense fallback={<BrowserOfflineNotice />}>{children}</Suspense>
    </ErrorBoundary>
  )
}
