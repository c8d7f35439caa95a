import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { selectSessionStatus } from '../../machines/session/session.selectors'
import { LoadingPage } from '../layout/loading-page'
import { SessionContext } from '../session/session-context'

/** The logout route (spec section 2): logs out once, then goes to /?landing=1. */
export default function LogoutPage() {
  const session = SessionContext.useActorRef()
  const status = SessionContext.useSelector(selectSessionStatus)
  const [, navigate] = useLocation()

  useEffect(() => {
    // The machine accepts `session.logout` only while there is a session, so a second mount (React's
    // strict mode) or a reload of this page never calls the server twice.
    session.send({ type: 'session.logout' })
  }, [session])

  useEffect(() => {
    if (status === 'visitor') navigate('/?landing=1', { replace: true })
  }, [status, navigate])

  return <LoadingPage />
}
