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
  /**
   * The address as it is now, ahead of the render. The app renders a new address after the next
   * paint (src/app/deferred-location.tsx): a step composed on the rendered one while a navigation
   * waited for its render wrote the modal onto the page being left and undid the navigation (signed
   * up on /app/register, the complete-profile dialog was pushed onto /app/register, not /app). Left
   * out, the rendered address is used (a memory location, which renders at once). The search may
   * keep its '?'. A pair rather than an object, and a first-route budget with 20 bytes to spare.
   */
  address?: (() => [path: string, search: string]) | undefined
}

const browserBack = () => history.back()

export function useModalRouterBinder(
  actorRef: ModalRouterActorRef,
  { back = browserBack, address }: ModalRouterBinderOptions = {},
) {
  const [location, navigate] = useLocation()
  const search = useSearch()

  useEffect(() => {
    actorRef.send({ type: 'url.changed', ...readModalSearch(search) })
  }, [actorRef, search])

  // Reads the options and the location of the latest render, without resubscribing on every navigation.
  const perform = useEffectEvent((step: ModalRouterEmitted) => {
    if (step.type === 'history.back') {
      back()
      return
    }
    const [path, query] = address?.() ?? [location, search]
    const next = writeModalSearch(query, step.modal)
    navigate(next ? `${path}?${next}` : path, { replace: step.type === 'history.replace' })
  })

  useEffect(() => {
    const subscription = actorRef.on('*', (step) => perform(step))
    return () => subscription.unsubscribe()
  }, [actorRef])
}
