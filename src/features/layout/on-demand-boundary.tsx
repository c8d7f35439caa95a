import { type ReactNode, useState } from 'react'
import { ErrorBoundary } from './error-boundary'
import { LoadFailedNotice } from './load-failed-notice'

export interface OnDemandBoundaryProps {
  children: ReactNode
  /**
   * Whether what it holds is open now (a dialog shown, a sheet out). The notice shows only while it
   * is, and opening it again asks for its file once more.
   */
  open: boolean
  /** Closes what it holds (its modal, its sheet): the notice's close button. */
  onDismiss: () => void
}

/**
 * Around the dialogs and panels a page loads on demand, when the member opens them (the photo
 * editor, the gallery, the advanced search…), each a chunk of its own made with `retryableLazy`.
 * Not named after dialogs: Panda gives any JSX name starting with "Dialog" the dialog recipe's CSS,
 * and the widget's stylesheet grew by it. When one cannot load (the connection dropped as it was on
 * its way), the page stays as it is and a notice says so, with "Réessayer" and a close button; it is
 * tried again by itself when the browser is back online. Without it, the page's boundary replaced
 * the whole page with the error, and a draft or a form went with it.
 *
 * The notice goes with what was opened: closing it (its button, Escape) closes the dialog
 * (`onDismiss`), and Back, which closes the modal, takes the notice away too. Opening it again is a
 * new try: the boundary's key changes, and it asks for the file again.
 */
export function OnDemandBoundary({ children, open, onDismiss }: OnDemandBoundaryProps) {
  return (
    <ErrorBoundary
      retryOnline
      resetKey={String(useOpenings(open))}
      fallback={(retry) => (open ? <LoadFailedNotice onRetry={retry} onDismiss={onDismiss} /> : null)}
    >
      {children}
    </ErrorBoundary>
  )
}

/**
 * How many times `open` became true: the boundary's key, so each opening is a new try, and closing
 * asks for nothing (the member gave up; offline, it would only fail again).
 */
function useOpenings(open: boolean): number {
  const [seen, setSeen] = useState({ open, openings: 0 })
  if (seen.open !== open) {
    const next = { open, openings: seen.openings + (open ? 1 : 0) }
    setSeen(next)
    return next.openings
  }
  return seen.openings
}
