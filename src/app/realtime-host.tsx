import { type ReactNode, Suspense, startTransition, useCallback, useState } from 'react'
import { ErrorBoundary } from '../features/layout/error-boundary'
import { type RealtimeActors, RealtimeContext } from '../features/realtime/realtime-context'
import { SessionContext } from '../features/session/session-context'
import { useFirstPageShown } from '../lib/first-page-shown'
import { retryableLazy } from '../lib/retryable-lazy'
import { selectIsMember, selectLogin } from '../machines/session/session.selectors'

// The socket, the notifications and their views are their own chunk: visitors never load them.
const MemberRealtime = retryableLazy(() => import('./member-realtime'))

/**
 * Runs the realtime side while a member is signed in ("only with a session") and shares its actors.
 * It starts once the first page is on screen (first-page-shown.ts): the socket, the notifications and
 * their views are a chunk the page's first paint does not need, and what is sent meanwhile comes with
 * the notifications' first reading of the server.
 */
export function RealtimeHost({ children }: { children: ReactNode }) {
  const isMember = SessionContext.useSelector(selectIsMember)
  const login = SessionContext.useSelector(selectLogin)
  const [actors, setActors] = useState<RealtimeActors | null>(null)
  const pageShown = useFirstPageShown()
  // In a transition: the actors arriving re-render every reader of the context (the header, the tab
  // bar, the page) and the header's realtime part mounts, work no tap is waiting for, which at once
  // was one task (with the header's lazy part and the toaster's start: 24 ms unthrottled on a search
  // page's load, about 100 ms at 4x CPU on the settings page's). Going away (logout) stays urgent.
  const ready = useCallback((next: RealtimeActors | null) => {
    if (next) startTransition(() => setActors(next))
    else setActors(null)
  }, [])
  return (
    <RealtimeContext value={isMember ? actors : null}>
      {children}
      {isMember && login && pageShown && (
        <ErrorBoundary part="realtime">
          <Suspense fallback={null}>
            <MemberRealtime
              key={login.session_id}
              sessionId={login.session_id}
              userId={login.user_id}
              onReady={ready}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </RealtimeContext>
  )
}
