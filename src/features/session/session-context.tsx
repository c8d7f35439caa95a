/**
 * The session actor as the views see it: a context any view (app or widget) reads, filled by the
 * app's `SessionProvider` or the widget's own root. Not `createActorContext`: its Provider only builds
 * its own actor, and stories must hand the views a frozen one (`SessionRefProvider`). The hooks keep
 * createActorContext's names.
 */
import { useSelector } from '@xstate/react'
import { createContext, type ReactNode, useContext } from 'react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { sessionMachine } from '../../machines/session/session.machine'

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
  /**
   * For views that also show outside a session (a story of a page, a partner's page): the selector
   * reads undefined there instead of throwing.
   */
  useOptionalSelector<T>(selector: (snapshot: SessionSnapshot | undefined) => T): T {
    return useSelector(useContext(SessionRefContext) ?? undefined, selector)
  },
}

/** Gives the views an existing session actor (stories: a frozen snapshot). */
export function SessionRefProvider({ actorRef, children }: { actorRef: SessionRef; children: ReactNode }) {
  return <SessionRefContext.Provider value={actorRef}>{children}</SessionRefContext.Provider>
}
