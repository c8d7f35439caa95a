import { NotificationBell } from '../notifications/notification-bell'
import { ConnectionStatusChip } from '../realtime/connection-status-chip'
import type { RealtimeActors } from '../realtime/realtime-context'

/** The member's connection status (a dot on small screens) and bell in the header, loaded with the realtime side. */
export default function HeaderRealtime({ actors }: { actors: RealtimeActors }) {
  return (
    <>
      <ConnectionStatusChip actorRef={actors.socket} variant="header" />
      <NotificationBell actorRef={actors.notifications} />
    </>
  )
}
