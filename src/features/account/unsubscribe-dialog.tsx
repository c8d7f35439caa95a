/**
 * The unsubscribe dialog (modal `unsubscribe`): opened by 'Modifier mon compte', a fresh unsubscribe
 * machine each time it opens. Once cancelled, the session looks the member up again, so the settings
 * show 'Premium (annulé)' behind the confirmation.
 */
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { unsubscribeMachine } from '../../machines/unsubscribe/unsubscribe.machine'
import { Ad } from '../ads/ad'
import { useIsModalOpen, useModalRouter } from '../modals/modal-router-context'
import { SessionContext } from '../session/session-context'
import { UnsubscribeDialogView } from './unsubscribe-dialog-view'
import { useOpenings } from './use-openings'

export interface UnsubscribeDialogProps {
  /** The member's email, to prefill the form. */
  email: string
  /** The machine to run (stories pass a `.provide()`d one). */
  logic?: typeof unsubscribeMachine
}

export function UnsubscribeDialog({ email, logic = unsubscribeMachine }: UnsubscribeDialogProps) {
  const open = useIsModalOpen('unsubscribe')
  const openings = useOpenings(open)
  if (openings === 0) return null
  return <UnsubscribeDialogSession key={openings} open={open} email={email} logic={logic} />
}

function UnsubscribeDialogSession({
  open,
  email,
  logic,
}: Required<UnsubscribeDialogProps> & { open: boolean }) {
  const actorRef = useActorRef(logic, { input: { email } })
  const modals = useModalRouter()
  const session = SessionContext.useActorRef()
  useEffect(() => {
    const subscription = actorRef.on('unsubscribed', () => session.send({ type: 'session.refresh' }))
    return () => subscription.unsubscribe()
  }, [actorRef, session])
  return (
    <UnsubscribeDialogView
      actorRef={actorRef}
      open={open}
      onClose={() => modals.close('unsubscribe')}
      ad={<Ad placement="unsubscribePage" />}
    />
  )
}
