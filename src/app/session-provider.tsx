/**
 * The app-wide session actor and its bridge to the API client: member calls that find the session
 * dead wait on one renewal and retry once. Views read it through `SessionContext`.
 */
import { useActorRef } from '@xstate/react'
import { type ReactNode, useEffect } from 'react'
import type { ApiClient } from '../api/client'
import { SessionRefProvider } from '../features/session/session-context'
import { readStoredLogin } from '../lib/stored-login'
import { sessionMachine } from '../machines/session/session.machine'

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
    // The client is not part of the first route (a visitor on / needs no API): plug the renewal in
    // once its module is there. Every API call awaits that same module first, so none can overtake it.
    // The renewal comes with it: only API calls use it.
    let unmounted = false
    let client: ApiClient | null = null
    void Promise.all([import('../api/client'), import('../machines/session/session.renewal')]).then(
      ([{ defaultApiClient }, { createSessionRenewal }]) => {
        if (unmounted) return
        client = defaultApiClient
        client.setSessionRenewal(createSessionRenewal(session))
      },
    )
    return () => {
      unmounted = true
      client?.setSessionRenewal(null)
    }
  }, [session])
  return <SessionRefProvider actorRef={session}>{children}</SessionRefProvider>
}
