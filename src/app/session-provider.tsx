/**
 * The app-wide session actor (`createActorContext`), started from the stored login, and its bridge to
 * the API client: member calls that find the session dead wait on one renewal and retry once.
 */
import { createActorContext } from '@xstate/react'
import { type ReactNode, useEffect } from 'react'
import { defaultApiClient } from '../api/client'
import { readStoredLogin } from '../lib/stored-login'
import { sessionMachine } from '../machines/session/session.machine'
import { createSessionRenewal } from '../machines/session/session.renewal'

export const SessionContext = createActorContext(sessionMachine)

export function SessionProvider({
  children,
  logic = sessionMachine,
}: {
  children: ReactNode
  /** Tests and stories pass the machine with stubbed actors. */
  logic?: typeof sessionMachine
}) {
  return (
    <SessionContext.Provider logic={logic} options={{ input: { storedLogin: readStoredLogin() } }}>
      <SessionRenewalBridge />
      {children}
    </SessionContext.Provider>
  )
}

function SessionRenewalBridge() {
  const session = SessionContext.useActorRef()
  useEffect(() => {
    defaultApiClient.setSessionRenewal(createSessionRenewal(session))
    return () => defaultApiClient.setSessionRenewal(null)
  }, [session])
  return null
}
