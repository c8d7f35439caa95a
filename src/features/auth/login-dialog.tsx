/**
 * The login dialog (modal `login`): opened and closed by the modal router, a fresh login machine
 * each time it opens. On sign-in it closes its modal and hands the result to `onSignedIn`.
 */
import { useActorRef } from '@xstate/react'
import { Suspense, useEffect, useEffectEvent, useState } from 'react'
import type { LoginResult } from '../../api/models/auth'
import { loginMachine } from '../../machines/login/login.machine'
import { useIsModalOpen, useModalRouter } from '../modals/modal-router-context'
import { LoginDialogView } from './login-dialog-view'

export interface LoginDialogProps {
  /**
   * The member signed in: `result` holds the session (and the token when "remember me" was on),
   * `nickname` the login typed when it was not an email (null otherwise). Called once the modal's
   * URL entry is gone, so it may navigate.
   */
  onSignedIn: (result: LoginResult, nickname: string | null) => void
  /** The machine to run (stories and tests pass a `.provide()`d one). */
  logic?: typeof loginMachine
}

export function LoginDialog({ onSignedIn, logic = loginMachine }: LoginDialogProps) {
  const open = useIsModalOpen('login')
  // Counts openings; each one remounts the session below with a new machine, so nothing typed or
  // failed last time survives, while a closing dialog keeps its content until it has gone.
  const [openings, setOpenings] = useState({ open, count: open ? 1 : 0 })
  if (openings.open !== open) setOpenings({ open, count: open ? openings.count + 1 : openings.count })
  // Never opened: nothing to render, and the `auth` translations are not loaded yet.
  if (openings.count === 0) return null
  return (
    <Suspense fallback={null}>
      <LoginDialogSession key={openings.count} open={open} logic={logic} onSignedIn={onSignedIn} />
    </Suspense>
  )
}

interface LoginDialogSessionProps extends Required<LoginDialogProps> {
  open: boolean
}

function LoginDialogSession({ open, logic, onSignedIn }: LoginDialogSessionProps) {
  const actorRef = useActorRef(logic)
  const modals = useModalRouter()

  // `complete` replaces the modal's URL entry synchronously, before onSignedIn may navigate: going
  // back instead (asynchronous) would land after that navigation and undo it.
  const signedIn = useEffectEvent((result: LoginResult, nickname: string | null) => {
    modals.complete('login')
    onSignedIn(result, nickname)
  })
  useEffect(() => {
    const subscription = actorRef.on('signedIn', (event) => signedIn(event.result, event.nickname))
    return () => subscription.unsubscribe()
  }, [actorRef])

  return <LoginDialogView actorRef={actorRef} open={open} onClose={() => modals.close('login')} />
}
