/**
 * A routed modal's state for a dialog that owns an actor: whether it is open, its parameters (kept
 * while it animates closed, when the router no longer gives them), and a key that changes at each
 * opening, so every opening starts a fresh actor.
 */
import { useState } from 'react'
import type { ModalName, ModalParams } from '../../machines/modal-router/modal-router.types'
import { useIsModalOpen, useModalParams } from '../modals/modal-router-context'

export interface RoutedModal<N extends ModalName> {
  open: boolean
  params: ModalParams<N> | null
  /** Changes each time the modal opens. */
  openingKey: number
}

export function useRoutedModal<N extends ModalName>(name: N): RoutedModal<N> {
  const open = useIsModalOpen(name)
  const current = useModalParams(name)
  const [state, setState] = useState<{ params: ModalParams<N> | null; wasOpen: boolean; openingKey: number }>(
    {
      params: current,
      wasOpen: open,
      openingKey: 0,
    },
  )
  // Adjusting state while rendering (React's documented pattern): no extra render pass with stale params.
  if (open !== state.wasOpen || (current !== null && current !== state.params)) {
    const next = {
      params: current ?? state.params,
      wasOpen: open,
      openingKey: open && !state.wasOpen ? state.openingKey + 1 : state.openingKey,
    }
    setState(next)
    return { open, params: next.params, openingKey: next.openingKey }
  }
  return { open, params: state.params, openingKey: state.openingKey }
}
