/**
 * The app's modal router actor, bound to the URL: the lazy chunk ModalRouterProvider runs beside the
 * first paint (see modal-router-provider.tsx) and hands to the dialogs once it runs.
 */
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { modalRouterMachine } from '../../machines/modal-router/modal-router.machine'
import {
  type ModalRouterActorRef,
  type ModalRouterBinderOptions,
  useModalRouterBinder,
} from './use-modal-router'

export default function ModalRouterRunner({
  logic = modalRouterMachine,
  onStarted,
  ...options
}: ModalRouterBinderOptions & {
  logic?: typeof modalRouterMachine | undefined
  onStarted: (actor: ModalRouterActorRef) => void
}) {
  const actorRef = useActorRef(logic)
  useModalRouterBinder(actorRef, options)
  useEffect(() => onStarted(actorRef), [actorRef, onStarted])
  return null
}
