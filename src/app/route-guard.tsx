import type { ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { Redirect, useLocation, useSearch } from 'wouter'
import { guardRedirect } from './guard'
import { sessionPresence } from './session-presence'

/** Renders its children, or sends a visitor to /app/register?redirect=<original path>. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const [pathname] = useLocation()
  const search = useSearch()
  const { hasSession } = useSnapshot(sessionPresence)
  const target = guardRedirect(pathname, search, hasSession)
  if (target) return <Redirect to={target} replace />
  return <>{children}</>
}
