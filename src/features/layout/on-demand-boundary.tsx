import type { ReactNode } from 'react'
import { ErrorBoundary } from './error-boundary'
import { LoadFailedNotice } from './load-failed-notice'

/**
 * Around the dialogs and panels a page loads on demand, when the member opens them (the photo
 * editor, the gallery, the advanced search…), each a chunk of its own made with `retryableLazy`.
 * Not named after dialogs: Panda gives any JSX name starting with "Dialog" the dialog recipe's CSS,
 * and the widget's stylesheet grew by it. When one cannot
 * load (the connection dropped as it was on its way), the page stays as it is and a notice says so,
 * with "Réessayer"; it is tried again by itself when the browser is back online. Without it, the
 * page's boundary replaced the whole page with the error, and a draft or a form went with it.
 */
export function OnDemandBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary retryOnline fallback={(retry) => <LoadFailedNotice onRetry={retry} />}>
      {children}
    </ErrorBoundary>
  )
}
