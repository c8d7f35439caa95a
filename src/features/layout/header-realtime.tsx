import { NotificationBell } from '../notifications/notification-bell'
import { ConnectionStatusChip } from '../realtime/connection-status-chip'
import type { RealtimeActors } from '../realtime/realtime-context'

/** The member's bell and connection status in the header (loaded with the realtime side). */
export default function HeaderRealtime({ actors }: { actors: RealtimeActors }) {
  return (
    <>
      <ConnectionStatusChip actorRef={actors.socket} />
      <NotificationBell actorRef={actors.notifications} />
    </>
  )
}
