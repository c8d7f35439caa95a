/**
 * The app-wide session. Its machine, with XState, is a lazy chunk (session-actor.tsx): the shell
 * paints, and / hydrates, from the machine's first snapshot made without it (session.starting.ts),
 * and views read the actor once it runs. Member pages preload that chunk from app.html and boot.tsx
 * asks for it on /, beside the language files, so it arrives with the rest and adds no round trip.
 */
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react'
import {
  type SessionRef,
  SessionRefProvider,
  type StartingSession,
} from '../features/session/session-context'
import { readStoredLogin } from '../lib/stored-login'
import type { sessionMachine } from '../machines/session/session.machine'
import { startingSessionSnapshot } from '../machines/session/session.starting'

export const loadSessionActor = () => import('./session-actor')
const SessionActor = lazy(loadSessionActor)

function startingSession() {
  let resolve!: (actor: SessionRef) => void
  const started = new Promise<SessionRef>((settle) => {
    resolve = settle
  })
  return { startingSnapshot: startingSessionSnapshot(readStoredLogin()), started, resolve }
}

/** Starts the session from the stored login and plugs its renewal into the API client. */
export function SessionProvider({
  children,
  logic,
  actor,
}: {
  children: ReactNode
  /** Tests pass the machine with stubbed actors. */
  logic?: typeof sessionMachine | undefined
  /**
   * An actor made beforehand, run instead of the lazy one: the build's prerender (prerender.tsx),
   * where no effect runs, so the lazy actor would never be handed to the views that wait for it.
   */
  actor?: SessionRef | undefined
}) {
  const [{ startingSnapshot, started, resolve }] = useState(startingSession)
  const [session, setSession] = useState<SessionRef | null>(null)
  const onStarted = useCallback(
    (actor: SessionRef) => {
      resolve(actor)
      setSession(actor)
    },
    [resolve],
  )
  const held = useMemo<StartingSession>(
    () => ({ startingSnapshot, started, actor: session }),
    [startingSnapshot, started, session],
  )
  return (
    <SessionRefProvider actorRef={actor ?? held}>
      {children}
      {/* The same (empty) boundary either way: the prerendered markup and the hydrating app match. */}
      <Suspense fallback={null}>
        {actor ? null : <SessionActor onStarted={onStarted} {...(logic ? { logic } : {})} />}
      </Suspense>
    </SessionRefProvider>
  )
}
