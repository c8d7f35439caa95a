/**
 * The session machine's actor and its bridge to the API client (member calls that find the session
 * dead wait on one renewal and retry once): a lazy chunk of its own, with XState. session-provider.tsx
 * runs it one of two ways: on a member page, whose entry loads this chunk before the first render,
 * the provider itself calls `useSessionActor`, so the first render already holds the actor; on the
 * landing page, the `SessionActor` component runs beside the first paint and hands the actor over.
 */
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import type { ApiClient } from '../api/client'
import type { SessionRef } from '../features/session/session-context'
import { importAgainWhileFailing } from '../lib/import-again-while-failing'
import { readStoredLogin } from '../lib/stored-login'
import type { sessionMachine } from '../machines/session/session.machine'
import { appSessionMachine } from './app-session'

/** Runs the session machine from the stored login and plugs its renewal into the API client. */
export function useSessionActor(logic: typeof sessionMachine = appSessionMachine): SessionRef {
  // The stored login as it is now: another tab may have changed it while this chunk loaded.
  const session = useActorRef(logic, { input: { storedLogin: readStoredLogin() } })
  useEffect(() => {
    // The client is not part of the first route (a visitor on / needs no API): plug the renewal in
    // once its module is there. Every API call awaits that same module first, so none can overtake it.
    // The renewal comes with it: only API calls use it.
    let unmounted = false
    let client: ApiClient | null = null
    void importAgainWhileFailing(() =>
      Promise.all([import('../api/client'), import('../machines/session/session.renewal')]),
    ).then(([{ defaultApiClient }, { createSessionRenewal }]) => {
      if (unmounted) return
      client = defaultApiClient
      client.setSessionRenewal(createSessionRenewal(session))
    })
    return () => {
      unmounted = true
      client?.setSessionRenewal(null)
    }
  }, [session])
  return session
}

/** The landing page's way: runs beside the first paint and hands the actor to the provider. */
export default function SessionActor({
  logic = appSessionMachine,
  onStarted,
}: {
  logic?: typeof sessionMachine
  onStarted: (actor: SessionRef) => void
}) {
  const session = useSessionActor(logic)
  useEffect(() => onStarted(session), [session, onStarted])
  return null
}
