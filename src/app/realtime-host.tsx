import { lazy, type ReactNode, Suspense, useState } from 'react'
import { type RealtimeActors, RealtimeContext } from '../features/realtime/realtime-context'
import { SessionContext } from '../features/session/session-context'
import { selectIsMember, selectLogin } from '../machines/session/session.selectors'

// The socket, the notifications and their views are their own chunk: visitors never load them.
const MemberRealtime = lazy(() => import('./member-realtime'))

/** Runs the realtime side while a member is signed in ("only with a session") and shares its actors. */
export function RealtimeHost({ children }: { children: ReactNode }) {
  const isMember = SessionContext.useSelector(selectIsMember)
  const login = SessionContext.useSelector(selectLogin)
  const [actors, setActors] = useState<RealtimeActors | null>(null)
  return (
    <RealtimeContext value={isMember ? actors : null}>
      {children}
      {isMember && login && (
        <Suspense fallback={null}>
          <MemberRealtime
            key={login.session_id}
            sessionId={login.session_id}
            userId={login.user_id}
            onReady={setActors}
          />
        </Suspense>
      )}
    </RealtimeContext>
  )
}
