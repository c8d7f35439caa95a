/**
 * The app-wide session actor and its bridge to the API client: member calls that find the session
 * dead wait on one renewal and retry once.
 *
 * Not `createActorContext`: its Provider only builds its own actor, and stories must hand the views
 * a frozen one (`SessionRefProvider`). The hooks keep createActorContext's names.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { createContext, type ReactNode, useContext, useEffect } from 'react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { defaultApiClient } from '../api/client'
import { readStoredLogin } from '../lib/stored-login'
import { sessionMachine } from '../machines/session/session.machine'
import { createSessionRenewal } from '../machines/session/session.renewal'

export type SessionRef = ActorRefFrom<typeof sessionMachine>
type SessionSnapshot = SnapshotFrom<typeof sessionMachine>

const SessionRefContext = createContext<SessionRef | null>(null)

export const SessionContext = {
  useActorRef(): SessionRef {
    const ref = useContext(SessionRefContext)
    if (!ref) throw new Error('SessionContext used outside SessionProvider')
    return ref
  },
  useSelector<T>(selector: (snapshot: SessionSnapshot) => T): T {
    return useSelector(SessionContext.useActorRef(), selector)
  },
}

/** Gives the views an existing session actor (stories: a frozen snapshot). */
export function SessionRefProvider({ actorRef, children }: { actorRef: SessionRef; children: ReactNode }) {
  return <SessionRefContext.Provider value={actorRef}>{children}</SessionRefContext.Provider>
}

/** Starts the session from the stored login and plugs its renewal into the API client. */
export function SessionProvider({
  children,
  logic = sessionMachine,
}: {
  children: ReactNode
  /** Tests pass the machine with stubbed actors. */
  logic?: typeof sessionMachine
}) {
  const session = useActorRef(logic, { input: { storedLogin: readStoredLogin() } })
  useEffect(() => {
    defaultApiClient.setSessionRenewal(createSessionRenewal(session))
    return () => defaultApiClient.setSessionRenewal(null)
  }, [session])
  return <SessionRefProvider actorRef={session}>{children}</SessionRefProvider>
}
