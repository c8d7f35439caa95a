/** The only way views read the socket. */
import type { SnapshotFrom } from 'xstate'
import type { socketMachine } from './socket.machine'
import type { ConnectionStatus, SocketErrorCode } from './socket.types'

export type { ConnectionStatus } from './socket.types'

type SocketSnapshot = SnapshotFrom<typeof socketMachine>

export function selectConnectionStatus(snapshot: SocketSnapshot): ConnectionStatus {
  if (snapshot.hasTag('connected')) return 'connected'
  if (snapshot.hasTag('error')) return 'error'
  if (snapshot.hasTag('disconnected')) return 'disconnected'
  return 'connecting'
}

/** The error to show, only while in `error` (here, or in the leading tab). */
export const selectSocketError = (snapshot: SocketSnapshot): SocketErrorCode | null =>
  snapshot.hasTag('error') ? snapshot.context.error : null

/** Whether this tab holds the member's socket (the others follow it). */
export const selectIsLeadingTab = (snapshot: SocketSnapshot) => snapshot.context.leading

/** Waiting before another attempt after a drop (shown as connecting). */
export const selectIsReconnecting = (snapshot: SocketSnapshot) => snapshot.matches('reconnecting')

/** Reconnect attempts made since the last healthy connection (0 to 5). */
export const selectReconnectAttempts = (snapshot: SocketSnapshot) => snapshot.context.reconnectAttempts

/** Frames waiting for an authenticated socket. */
export const selectQueuedFrameCount = (snapshot: SocketSnapshot) => snapshot.context.queue.length

/** The member may ask for a new attempt now (the chip's 'Reconnecter'). */
export const selectCanReconnect = (snapshot: SocketSnapshot) => snapshot.can({ type: 'socket.reconnect' })

/** The server refused the session id: the app should renew or end the session. */
export const selectIsSessionRejected = (snapshot: SocketSnapshot) =>
  snapshot.matches('error') && snapshot.context.error === 'authRejected'
