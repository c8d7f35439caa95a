/**
 * The app-wide session actor and its bridge to the API client: member calls that find the session
 * dead wait on one renewal and retry once. Views read it through `SessionContext`.
 */
import { useActorRef } from '@xstate/react'
import { type ReactNode, useEffect } from 'react'
import { defaultApiClient } from '../api/client'
import { SessionRefProvider } from '../features/session/session-context'
import { readStoredLogin } from '../lib/stored-login'
import { sessionMachine } from '../machines/session/session.machine'
import { createSessionRenewal } from '../machines/session/session.renewal'

/** Starts the session from the stored login and plugs its renewal into the API client. */
export function SessionProvider({
  children,
  logic = sessionMachine,
}: {
  children: ReactNode
  /** Tests pass the machine with stubbed actors. */
  logic?: typeof sessionMachine
}) {
  const session = useActorRef(logic, { input: { storedLogin: readStoredLogin() } })
  useEffect(() => {
    defaultApiClient.setSessionRenewal(createSessionRenewal(session))
    return () => defaultApiClient.setSessionRenewal(null)
  }, [session])
  return <SessionRefProvider actorRef={session}>{children}</SessionRefProvider>
}
