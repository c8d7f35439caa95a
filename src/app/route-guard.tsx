import type { ReactNode } from 'react'
import { Redirect, useLocation, useSearch } from 'wouter'
import { LoadingPage } from '../features/layout/loading-page'
import { SessionContext } from '../features/session/session-context'
import { selectSessionStatus } from '../machines/session/session.selectors'
import { guardRedirect, isOpenPath } from './guard'

/**
 * Renders its children, or sends a visitor to /app/register?redirect=<original path>. While a stored
 * login is being checked or silently renewed, a guarded page waits instead of bouncing the member.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const [pathname] = useLocation()
  const search = useSearch()
  const status = SessionContext.useSelector(selectSessionStatus)
  if (status === 'pending' && !isOpenPath(pathname)) return <LoadingPage />
  const target = guardRedirect(pathname, search, status !== 'visitor')
  if (target) return <Redirect to={target} replace />
  return <>{children}</>
}
