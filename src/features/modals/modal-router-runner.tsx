/**
 * The app's modal router actor, bound to the URL: a lazy chunk, with XState. ModalRouterProvider
 * (modal-router-provider.tsx) runs it one of two ways: on a member page, whose entry loads this chunk
 * before the first render, the provider calls `useModalRouterActor` itself and the first render holds
 * the actor; on the landing page, `ModalRouterRunner` runs beside the first paint and hands it over.
 */
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { modalRouterMachine } from '../../machines/modal-router/modal-router.machine'
import {
  type ModalRouterActorRef,
  type ModalRouterBinderOptions,
  useModalRouterBinder,
} from './use-modal-router'

/** Runs the modal router machine, bound to the URL. */
export function useModalRouterActor(
  logic: typeof modalRouterMachine = modalRouterMachine,
  options: ModalRouterBinderOptions,
): ModalRouterActorRef {
  const actorRef = useActorRef(logic)
  useModalRouterBinder(actorRef, options)
  return actorRef
}

/** The landing page's way: runs beside the first paint and hands the actor to the provider. */
export default function ModalRouterRunner({
  logic = modalRouterMachine,
  onStarted,
  ...options
}: ModalRouterBinderOptions & {
  logic?: typeof modalRouterMachine | undefined
  onStarted: (actor: ModalRouterActorRef) => void
}) {
  const actorRef = useModalRouterActor(logic, options)
  useEffect(() => onStarted(actorRef), [actorRef, onStarted])
  return null
}
