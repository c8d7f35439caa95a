/**
 * The session actor as the views see it: a context any view (app or widget) reads, filled by the
 * app's `SessionProvider` or the widget's own root. Not `createActorContext`: its Provider only builds
 * its own actor, and stories must hand the views a frozen one (`SessionRefProvider`). The hooks keep
 * createActorContext's names.
 *
 * The app's shell reads the session on its first paint, before the machine's chunk (XState) is there:
 * the provider then holds a `StartingSession`, the machine's first snapshot made without it
 * (session.starting.ts), which the selectors read the same way. So this module must not import
 * @xstate/react either (its module brings XState's core with `useActorRef`): it binds the selectors
 * with the same selector hook @xstate/react's `useSelector` is made of.
 */
import { createContext, type ReactNode, use, useCallback, useContext } from 'react'
import { useSyncExternalStoreWithSelector } from 'use-sync-external-store/with-selector'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { sessionMachine } from '../../machines/session/session.machine'

export type SessionRef = ActorRefFrom<typeof sessionMachine>
type SessionSnapshot = SnapshotFrom<typeof sessionMachine>

/**
 * The session as a provider that starts its machine lazily holds it: the machine's first snapshot
 * until the actor runs, then the actor. `started` settles with the actor: views that send it events
 * wait for it (Suspense), always through that one promise, so a view that waited reads it the same
 * way once it is there.
 */
export interface StartingSession {
  startingSnapshot: SessionSnapshot
  actor: SessionRef | null
  started: Promise<SessionRef>
}

type HeldSession = SessionRef | StartingSession

const isStarting = (held: HeldSession): held is StartingSession => 'startingSnapshot' in held

const SessionRefContext = createContext<HeldSession | null>(null)

const noSubscription = () => () => {}

/** @xstate/react's `useSelector`, which also reads a starting session (and nothing, as undefined). */
function useSessionSelector<T>(held: HeldSession | null, selector: (snapshot: SessionSnapshot) => T): T {
  const actor = held && isStarting(held) ? held.actor : held
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return noSubscription()
      const subscription = actor.subscribe({ next: onChange, error: onChange })
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  const getSnapshot = useCallback(() => {
    if (!actor) return (held as StartingSession | null)?.startingSnapshot as SessionSnapshot
    const snapshot = actor.getSnapshot()
    // As @xstate/react does: a failed actor's error goes to the nearest error boundary.
    if (snapshot.status === 'error') throw snapshot.error
    return snapshot
  }, [held, actor])
  return useSyncExternalStoreWithSelector(subscribe, getSnapshot, getSnapshot, selector)
}

export const SessionContext = {
  /** The actor, to send it events: a view asking before the machine is there waits for it (Suspense). */
  useActorRef(): SessionRef {
    const held = useContext(SessionRefContext)
    if (!held) throw new Error('SessionContext used outside SessionProvider')
    return isStarting(held) ? use(held.started) : held
  },
  useSelector<T>(selector: (snapshot: SessionSnapshot) => T): T {
    const held = useContext(SessionRefContext)
    if (!held) throw new Error('SessionContext used outside SessionProvider')
    return useSessionSelector(held, selector)
  },
  /**
   * For views that also show outside a session (a story of a page, a partner's page): the selector
   * reads undefined there instead of throwing.
   */
  useOptionalSelector<T>(selector: (snapshot: SessionSnapshot | undefined) => T): T {
    return useSessionSelector(useContext(SessionRefContext), selector)
  },
}

/** Gives the views an existing session actor (stories: a frozen snapshot), or one still starting. */
export function SessionRefProvider({
  actorRef,
  children,
}: {
  actorRef: SessionRef | StartingSession
  children: ReactNode
}) {
  return <SessionRefContext.Provider value={actorRef}>{children}</SessionRefContext.Provider>
}
