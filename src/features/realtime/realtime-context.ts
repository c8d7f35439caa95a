/**
 * The member's realtime actors (socket and notifications), for the views outside the lazy realtime
 * module that show them: the header's bell and status chip, the account page's chip. Null for a
 * visitor, and until the module has loaded.
 */
import { createContext, use } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { NotificationsActorRef } from '../../machines/notifications/notifications.machine'
import type { socketMachine } from '../../machines/socket/socket.machine'

export interface RealtimeActors {
  socket: ActorRefFrom<typeof socketMachine>
  notifications: NotificationsActorRef
}

export const RealtimeContext = createContext<RealtimeActors | null>(null)

export const useRealtime = (): RealtimeActors | null => use(RealtimeContext)
