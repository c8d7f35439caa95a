/**
 * The modal router for the whole app: a provider that owns the router actor and binds it to the URL,
 * and the hooks dialogs and buttons use. Place the provider inside wouter's `<Router>`.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { createContext, type ReactNode, use, useMemo } from 'react'
import { modalRouterMachine } from '../../machines/modal-router/modal-router.machine'
import { selectIsModalOpen, selectModalParams } from '../../machines/modal-router/modal-router.selectors'
import type {
  ModalName,
  ModalOpenArgs,
  ModalParams,
  ModalRouterEvent,
} from '../../machines/modal-router/modal-router.types'
import {
  type ModalRouterActorRef,
  type ModalRouterBinderOptions,
  useModalRouterBinder,
} from './use-modal-router'

const ModalRouterContext = createContext<ModalRouterActorRef | null>(null)

export interface ModalRouterProviderProps extends ModalRouterBinderOptions {
  children: ReactNode
  /** The machine to run (tests and stories pass a `.provide()`d one). */
  logic?: typeof modalRouterMachine
}

/** Owns the router actor and keeps it in step with the URL. */
export function ModalRouterProvider({
  children,
  logic = modalRouterMachine,
  ...options
}: ModalRouterProviderProps) {
  const actorRef = useActorRef(logic)
  return (
    <ModalRouterActorProvider actorRef={actorRef} {...options}>
      {children}
    </ModalRouterActorProvider>
  )
}

export interface ModalRouterActorProviderProps extends ModalRouterBinderOptions {
  actorRef: ModalRouterActorRef
  children: ReactNode
  /** False for a frozen snapshot (stories): nothing reads or writes the URL. */
  bindUrl?: boolean
}

/** Provides an existing router actor (a story's), bound to the URL unless `bindUrl` is false. */
export function ModalRouterActorProvider({
  actorRef,
  bindUrl = true,
  children,
  ...options
}: ModalRouterActorProviderProps) {
  return (
    <ModalRouterContext value={actorRef}>
      {bindUrl ? <UrlBinding actorRef={actorRef} options={options} /> : null}
      {children}
    </ModalRouterContext>
  )
}

function UrlBinding({
  actorRef,
  options,
}: {
  actorRef: ModalRouterActorRef
  options: ModalRouterBinderOptions
}) {
  useModalRouterBinder(actorRef, options)
  return null
}

function useModalRouterActor(): ModalRouterActorRef {
  const actorRef = use(ModalRouterContext)
  if (!actorRef) throw new Error('useModalRouter needs a <ModalRouterProvider> above it')
  return actorRef
}

export interface ModalRouter {
  /** Opens a modal by name (pushes `?modal=<name>`); required parameters are typed per modal. */
  open: <N extends ModalName>(name: N, ...args: ModalOpenArgs<N>) => void
  /**
   * The user dismisses the open modal: Back if we opened it, else the URL loses the parameter.
   * Dialogs pass their own name, so a dialog that is already on its way out (switched away from)
   * cannot close the modal that replaced it.
   */
  close: (name?: ModalName) => void
  /**
   * The open modal finished its job (signed in, ...): its URL entry is replaced at once, so call it
   * before navigating elsewhere, and Back never reopens it.
   */
  complete: (name?: ModalName) => void
  actorRef: ModalRouterActorRef
}

export function useModalRouter(): ModalRouter {
  const actorRef = useModalRouterActor()
  return useMemo(
    () => ({
      open: (name, ...args) =>
        actorRef.send({ type: 'modal.open', name, params: args[0] ?? {} } as ModalRouterEvent),
      close: (name) => actorRef.send(name ? { type: 'modal.close', name } : { type: 'modal.close' }),
      complete: (name) => actorRef.send(name ? { type: 'modal.complete', name } : { type: 'modal.complete' }),
      actorRef,
    }),
    [actorRef],
  )
}

/** Whether this modal's dialog is open (controls the dialog's `open`). */
export function useIsModalOpen(name: ModalName): boolean {
  const actorRef = useModalRouterActor()
  const selector = useMemo(() => selectIsModalOpen(name), [name])
  return useSelector(actorRef, selector)
}

/** This modal's URL parameters while it is open, else null. */
export function useModalParams<N extends ModalName>(name: N): ModalParams<N> | null {
  const actorRef = useModalRouterActor()
  const selector = useMemo(() => selectModalParams(name), [name])
  return useSelector(actorRef, selector)
}
