/**
 * The app-wide session. Its machine, with XState, is a lazy chunk (session-actor.tsx).
 *
 * - On a member page, boot.tsx loads that chunk (preloaded by app.html) before the first render: the
 *   provider runs the actor itself, and the first render already holds it. A page that sends the
 *   session an event never waits for it, and no Suspense boundary has to reveal anything later
 *   (React reveals a boundary's content at most once every 300 ms: each one waited for was a step
 *   of the page's first paint).
 * - On the landing page, the shell paints, and / hydrates, from the machine's first snapshot made
 *   without it (session.starting.ts), and views read the actor once it runs beside the first paint.
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

type SessionActorModule = typeof import('./session-actor')

let loadedModule: SessionActorModule | undefined

/** Loads the session's chunk; once it is there, a provider that mounts runs the actor itself. */
export const loadSessionActor = () =>
  import('./session-actor').then((module) => {
    loadedModule = module
    return module
  })
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
  // Chosen once, when the provider mounts: the hooks a provider calls never change.
  const [running] = useState(() => (actor ? undefined : loadedModule))
  if (running)
    return (
      <RunningSession module={running} logic={logic}>
        {children}
      </RunningSession>
    )
  return (
    <StartingSessionProvider logic={logic} actor={actor}>
      {children}
    </StartingSessionProvider>
  )
}

/** The session's chunk was there before the first render: the actor runs from it. */
function RunningSession({
  module,
  logic,
  children,
}: {
  module: SessionActorModule
  logic: typeof sessionMachine | undefined
  children: ReactNode
}) {
  const session = module.useSessionActor(logic)
  return (
    <SessionRefProvider actorRef={session}>
      {children}
      {/* The same (empty) boundary as the other ways: the prerendered / still matches. */}
      <Suspense fallback={null}>{null}</Suspense>
    </SessionRefProvider>
  )
}

/** The session's chunk still to come: its first snapshot now, its actor once it runs. */
function StartingSessionProvider({
  children,
  logic,
  actor,
}: {
  children: ReactNode
  logic: typeof sessionMachine | undefined
  actor: SessionRef | undefined
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
