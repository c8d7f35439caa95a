/**
 * The hooks dialogs and buttons use to reach the modal router, and a provider for an existing router
 * actor (stories). The app's provider, which runs the actor, is ModalRouterProvider
 * (modal-router-provider.tsx); the hooks wait for its actor while its chunk loads (Suspense).
 */
import { useSelector } from '@xstate/react'
import { type ReactNode, use, useMemo } from 'react'
import { selectIsModalOpen, selectModalParams } from '../../machines/modal-router/modal-router.selectors'
import type {
  ModalName,
  ModalOpenArgs,
  ModalParams,
  ModalRouterEvent,
} from '../../machines/modal-router/modal-router.types'
import { ModalRouterContext } from './modal-router-provider'
import {
  type ModalRouterActorRef,
  type ModalRouterBinderOptions,
  useModalRouterBinder,
} from './use-modal-router'

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
  const held = use(ModalRouterContext)
  if (!held) throw new Error('useModalRouter needs a <ModalRouterProvider> above it')
  return 'send' in held ? held : use(held.started)
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
