/**
 * The delete-account dialog (modal `deleteAccount`), a fresh machine each time it opens. Once the
 * account is gone and the confirmation has shown for 3 seconds, the member is logged out through the
 * logout route (the session machine's `session.logout`, then /?landing=1). Closing the dialog during
 * those seconds does not stop that: the machine lives with the page, not with the dialog.
 */
import { useActorRef } from '@xstate/react'
import { useEffect, useEffectEvent } from 'react'
import { useLocation } from 'wouter'
import { deleteAccountMachine } from '../../machines/delete-account/delete-account.machine'
import { Ad } from '../ads/ad'
import { useIsModalOpen, useModalRouter } from '../modals/modal-router-context'
import { DeleteAccountDialogView } from './delete-account-dialog-view'
import { useOpenings } from './use-openings'

export interface DeleteAccountDialogProps {
  /** The machine to run (stories pass a `.provide()`d one). */
  logic?: typeof deleteAccountMachine
}

/** The logout route (spec section 2): logs out once through the session, then goes to /?landing=1. */
export const LOGOUT_PATH = '/app/logout'

export function DeleteAccountDialog({ logic = deleteAccountMachine }: DeleteAccountDialogProps) {
  const open = useIsModalOpen('deleteAccount')
  const openings = useOpenings(open)
  if (openings === 0) return null
  return <DeleteAccountDialogSession key={openings} open={open} logic={logic} />
}

function DeleteAccountDialogSession({ open, logic }: Required<DeleteAccountDialogProps> & { open: boolean }) {
  const actorRef = useActorRef(logic)
  const modals = useModalRouter()
  const [, navigate] = useLocation()
  // `complete` replaces the modal's URL entry first, so Back never reopens it after the logout.
  const logOut = useEffectEvent(() => {
    modals.complete('deleteAccount')
    navigate(LOGOUT_PATH, { replace: true })
  })
  useEffect(() => {
    const subscription = actorRef.on('logoutRequested', () => logOut())
    return () => subscription.unsubscribe()
  }, [actorRef])
  return (
    <DeleteAccountDialogView
      actorRef={actorRef}
      open={open}
      onClose={() => modals.close('deleteAccount')}
      ad={<Ad placement="deletePage" />}
    />
  )
}
