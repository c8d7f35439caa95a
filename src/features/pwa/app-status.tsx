/**
 * The installed app's status (issue 14), mounted once beside the routes by app.tsx, as a lazy chunk
 * the first paint never waits for: registers the service worker (production builds only), offers a
 * newly deployed version, says when the network is gone, and clears what the worker holds at logout.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { type AppUpdateActorRef, appUpdateMachine } from '../../machines/app-update/app-update.machine'
import { selectIsOffline } from '../../machines/app-update/app-update.selectors'
import { selectIsSessionUnavailable, selectLoggedOutHere } from '../../machines/session/session.selectors'
import { setOffline } from '../../stores/shell'
import { SessionContext } from '../session/session-context'
import { statusRegion } from './offline-card'
import { OfflineNotice } from './offline-notice'
import { UpdateToast } from './update-toast'

// The worker vite.config.ts (installableApp) writes into production builds; the development server
// has none of ours (the embedded mock's worker is there instead).
const WORKER_URL = import.meta.env.PROD ? '/sw.js' : null

export default function AppStatus() {
  const session = SessionContext.useActorRef()
  const appUpdate = useActorRef(appUpdateMachine, { input: { workerUrl: WORKER_URL } })
  // The one place logout reaches the worker: the session's state, not its event, since this lazy
  // part may start after the logout (opening /app/logout by its address, on a busy phone).
  const loggedOut = useSelector(session, selectLoggedOutHere)
  useEffect(() => {
    if (loggedOut) appUpdate.send({ type: 'session.loggedOut' })
  }, [loggedOut, appUpdate])
  // The session could not reach the server: the machine looks whether the network itself is gone
  // (the browser's word is not enough, see app-update.machine.ts).
  const sessionUnavailable = useSelector(session, selectIsSessionUnavailable)
  useEffect(() => {
    if (sessionUnavailable) appUpdate.send({ type: 'session.unavailable' })
  }, [sessionUnavailable, appUpdate])
  // The shell's other messages (the session's 'server unreachable' banner) read the network's state
  // from its store, so the member sees one message about it.
  const offline = useSelector(appUpdate, selectIsOffline)
  useEffect(() => setOffline(offline), [offline])
  return <AppStatusView actorRef={appUpdate} />
}

/** The update toast above the offline notice (see `statusRegion`). */
export function AppStatusView({ actorRef }: { actorRef: AppUpdateActorRef }) {
  return (
    <div className={statusRegion}>
      <UpdateToast actorRef={actorRef} />
      <OfflineNotice actorRef={actorRef} />
    </div>
  )
}
