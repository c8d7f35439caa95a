import type { RealtimeActors } from '../../app/realtime-context'
import { NotificationBell } from '../notifications/notification-bell'
import { ConnectionStatusChip } from '../realtime/connection-status-chip'

/** The member's bell and connection status in the header (loaded with the realtime side). */
export default function HeaderRealtime({ actors }: { actors: RealtimeActors }) {
  return (
    <>
      <ConnectionStatusChip actorRef={actors.socket} />
      <NotificationBell actorRef={actors.notifications} />
    </>
  )
}
