/**
 * The bridge between API calls that find the session dead (HTTP 403) and the session machine: every
 * such call waits on one shared renewal, so however many fail at once, the machine hears
 * `session.expired` once and relogs in once; each call then retries once (see `client.ts`).
 */
import type { ActorRefFrom } from 'xstate'
import type { sessionMachine } from './session.machine'
import { selectSessionStatus } from './session.selectors'

type SessionRef = ActorRefFrom<typeof sessionMachine>

export function createSessionRenewal(session: SessionRef): () => Promise<boolean> {
  let inFlight: Promise<boolean> | null = null

  function renew(): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      if (selectSessionStatus(session.getSnapshot()) === 'visitor') return resolve(false)
      session.send({ type: 'session.expired' })
      const settle = (status: ReturnType<typeof selectSessionStatus>) => {
        if (status === 'pending') return false
        subscription.unsubscribe()
        resolve(status === 'member')
        return true
      }
      const subscription = session.subscribe((snapshot) => settle(selectSessionStatus(snapshot)))
      settle(selectSessionStatus(session.getSnapshot()))
    })
  }

  return () => {
    inFlight ??= renew().finally(() => {
      inFlight = null
    })
    return inFlight
  }
}
