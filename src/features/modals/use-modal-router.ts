/**
 * The binder between the modal router and the browser history, and the only code that touches the
 * history for modals: it reports the URL's modal to the machine (`url.changed`) and performs the
 * history steps the machine emits (push, replace, back) through wouter.
 */
import { useEffect, useEffectEvent } from 'react'
import { useLocation, useSearch } from 'wouter'
import type { ActorRefFrom } from 'xstate'
import type { modalRouterMachine } from '../../machines/modal-router/modal-router.machine'
import type { ModalRouterEmitted } from '../../machines/modal-router/modal-router.types'
import { readModalSearch, writeModalSearch } from '../../machines/modal-router/modal-router.url'

export type ModalRouterActorRef = ActorRefFrom<typeof modalRouterMachine>

export interface ModalRouterBinderOptions {
  /**
   * Goes one history entry back. The browser's by default; a memory location (tests, stories) has
   * no history of its own, so it passes its own.
   */
  back?: () => void
}

const browserBack = () => window.history.back()

export function useModalRouterBinder(
  actorRef: ModalRouterActorRef,
  { back = browserBack }: ModalRouterBinderOptions = {},
) {
  const [location, navigate] = useLocation()
  const search = useSearch()

  useEffect(() => {
    actorRef.send({ type: 'url.changed', ...readModalSearch(search) })
  }, [actorRef, search])

  // Reads the location and search of the latest render, without resubscribing on every navigation.
  const perform = useEffectEvent((step: ModalRouterEmitted) => {
    if (step.type === 'history.back') {
      back()
      return
    }
    const next = writeModalSearch(search, step.modal)
    navigate(next ? `${location}?${next}` : location, { replace: step.type === 'history.replace' })
  })

  useEffect(() => {
    const subscription = actorRef.on('*', (step) => perform(step))
    return () => subscription.unsubscribe()
  }, [actorRef])
}
