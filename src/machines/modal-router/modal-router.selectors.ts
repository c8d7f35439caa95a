/** How views read the modal router. */
import type { SnapshotFrom } from 'xstate'
import type { modalRouterMachine } from './modal-router.machine'
import type { ActiveModal, ModalName, ModalParams } from './modal-router.types'

type ModalRouterSnapshot = SnapshotFrom<typeof modalRouterMachine>

/** The modal whose dialog is shown, or null (hidden while closing, kept while switching). */
export const selectVisibleModal = (snapshot: ModalRouterSnapshot): ActiveModal | null =>
  snapshot.hasTag('visible') ? snapshot.context.active : null

/** A selector: is this modal's dialog open? */
export const selectIsModalOpen =
  (name: ModalName) =>
  (snapshot: ModalRouterSnapshot): boolean =>
    selectVisibleModal(snapshot)?.name === name

/** A selector: this modal's parameters while it is shown, else null. */
export const selectModalParams =
  <N extends ModalName>(name: N) =>
  (snapshot: ModalRouterSnapshot): ModalParams<N> | null => {
    const modal = selectVisibleModal(snapshot)
    return modal?.name === name ? (modal.params as ModalParams<N>) : null
  }
