import { type ReactNode, useDeferredValue } from 'react'
import { Redirect, useLocation, useSearch } from 'wouter'
import { SessionContext } from '../features/session/session-context'
import { selectSessionStatus } from '../machines/session/session.selectors'
import { guardRedirect, isOpenPath } from './guard'

/**
 * Renders its children, or sends a visitor to /app/register?redirect=<original path>. While a stored
 * login is being checked or silently renewed, a guarded page waits instead of bouncing the member
 * (`pending`).
 */
export function RouteGuard({ children, pending }: { children: ReactNode; pending: ReactNode }) {
  const [pathname] = useLocation()
  const search = useSearch()
  // Deferred: the session's status comes through useSyncExternalStore, whose updates React renders
  // at once, in one task. The member's lookup answering turns the loading page into the whole page in
  // that one task. Deferred, the page is rendered in a transition, in slices that leave the main
  // thread free between them (a conversation's load, observed at 4x CPU: blocking time 158 → 94 ms,
  // median of 5 loads); the loading page stays until it is ready.
  const status = useDeferredValue(SessionContext.useSelector(selectSessionStatus))
  // The page's own wait (its heading and placeholders, page-skeleton.tsx): the same frame the
  // prerendered shell painted from the HTML.
  if (status === 'pending' && !isOpenPath(pathname)) return pending
  const target = guardRedirect(pathname, search, status !== 'visitor')
  if (target) return <Redirect to={target} replace />
  return <>{children}</>
}
