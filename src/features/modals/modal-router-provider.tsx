/**
 * The modal router's provider for the whole app. Place it inside wouter's `<Router>`. Its machine,
 * with XState, is a lazy chunk (modal-router-runner.tsx) that owns the actor and binds it to the URL:
 * no dialog is open on a first paint, so the first route does not carry it. Member pages preload the
 * chunk from app.html and boot.tsx asks for it on /, so a dialog's tap never waits for it; a dialog in
 * the address at load (`?modal=login`) opens once it runs, as its own chunk arrives anyway. Dialogs
 * and buttons use the hooks of modal-router-context.tsx, which wait for the actor (Suspense): each
 * must sit under a Suspense boundary below this provider (the app's pages and dialogs do), or the
 * whole tree would wait, the runner with it, for ever. Not one boundary here around the children: a
 * boundary around the whole landing page makes the build's prerender move the page's content out of
 * place, behind an inline script (React outlines a large boundary nested in another one).
 */
import { createContext, lazy, type ReactNode, Suspense, use, useState } from 'react'
import type { modalRouterMachine } from '../../machines/modal-router/modal-router.machine'
import type { ModalRouterActorRef, ModalRouterBinderOptions } from './use-modal-router'

/**
 * The router as the app's provider holds it, its machine being a lazy chunk: the actor to come. The
 * hooks always read it through this one promise, so a view that waited for it reads it the same way
 * once it is there.
 */
export interface StartingModalRouter {
  started: Promise<ModalRouterActorRef>
}

export const ModalRouterContext = createContext<ModalRouterActorRef | StartingModalRouter | null>(null)

type RunnerModule = typeof import('./modal-router-runner')

let loadedRunner: RunnerModule | undefined

/** Loads the router's chunk; once it is there, a provider that mounts runs the actor itself. */
export const loadModalRouterRunner = () =>
  import('./modal-router-runner').then((module) => {
    loadedRunner = module
    return module
  })
const ModalRouterRunner = lazy(loadModalRouterRunner)

export interface ModalRouterProviderProps extends ModalRouterBinderOptions {
  children: ReactNode
  /** The machine to run (tests and stories pass a `.provide()`d one). */
  logic?: typeof modalRouterMachine
  /**
   * An actor made beforehand, provided instead of the lazy one and not bound to the URL: the build's
   * prerender (src/app/prerender.tsx), where no effect runs.
   */
  actor?: ModalRouterActorRef | undefined
}

function startingRouter() {
  let resolve!: (actor: ModalRouterActorRef) => void
  const started = new Promise<ModalRouterActorRef>((settle) => {
    resolve = settle
  })
  return { held: { started } satisfies StartingModalRouter, resolve }
}

/**
 * Runs the router actor and keeps it in step with the URL: from its chunk at once when the chunk was
 * there before the provider mounted (member pages: boot.tsx loads it first), else lazily.
 */
export function ModalRouterProvider({ children, actor, ...runner }: ModalRouterProviderProps) {
  // Chosen once, when the provider mounts: the hooks a provider calls never change.
  const [running] = useState(() => (actor ? undefined : loadedRunner))
  if (running)
    return (
      <RunningModalRouter module={running} {...runner}>
        {children}
      </RunningModalRouter>
    )
  return (
    <LazyModalRouter actor={actor} {...runner}>
      {children}
    </LazyModalRouter>
  )
}

function RunningModalRouter({
  module,
  children,
  logic,
  ...options
}: Omit<ModalRouterProviderProps, 'actor'> & { module: RunnerModule }) {
  const actorRef = module.useModalRouterActor(logic, options)
  return (
    <ModalRouterContext value={actorRef}>
      {/* The same (empty) boundary as the other ways: the prerendered / still matches. */}
      <Suspense fallback={null}>{null}</Suspense>
      {children}
    </ModalRouterContext>
  )
}

function LazyModalRouter({ children, actor, ...runner }: ModalRouterProviderProps) {
  const [{ held, resolve }] = useState(startingRouter)
  return (
    <ModalRouterContext value={actor ?? held}>
      {/* The same (empty) boundary either way: the prerendered markup and the hydrating app match. */}
      <Suspense fallback={null}>
        {actor ? null : <ModalRouterRunner {...runner} onStarted={resolve} />}
      </Suspense>
      {children}
    </ModalRouterContext>
  )
}

/** Waits (Suspense) until the router's actor runs: the app's readiness mark waits for it. */
export function useModalRouterStarted(): void {
  const held = use(ModalRouterContext)
  if (held && !('send' in held)) use(held.started)
}
