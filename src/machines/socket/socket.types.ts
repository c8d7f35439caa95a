import type { WireRealtimeMessage } from '../../api/wire/chat'

/**
 * Why the socket is in `error` (or why the last attempt failed); the view translates the code.
 * - `connectionError`: the connection closed abnormally ('Connection error occurred');
 * - `createFailed`: the WebSocket constructor threw ('Failed to create connection');
 * - `socketError`: the socket reported an error event before closing ('WebSocket connection error');
 * - `authRejected`: the server refused the session (error frame, or close 4001).
 */
export type SocketErrorCode = 'connectionError' | 'createFailed' | 'socketError' | 'authRejected'

/** A frame the app sends; written as JSON. */
export type SocketFrame = { action: string; [key: string]: unknown }

/** A frame waiting for an authenticated, open socket; the id tells acknowledgements apart. */
export interface QueuedFrame {
  id: number
  frame: SocketFrame
}

export interface SocketInput {
  url: string
  sessionId: string
}

export interface SocketContext {
  url: string
  sessionId: string
  /** Frames not yet handed to an open, authenticated socket, oldest first. */
  queue: QueuedFrame[]
  /** Next id for `queue`. */
  nextFrameId: number
  /** Reconnect attempts made since the last healthy connection (0 to 5); drives the backoff. */
  reconnectAttempts: number
  /** The last failure's code; kept while waiting so `error` can say what went wrong. */
  error: SocketErrorCode | null
  /** Set once authenticated: a later return to `connected` is a reconnection. */
  hasConnected: boolean
}

/** What the app (and the page) tells the socket. */
export type SocketCommandEvent =
  /** Send a frame: at once when connected, otherwise queued in order until authenticated. */
  | { type: 'socket.send'; frame: SocketFrame }
  /** Logout: close with 1000 and stay disconnected for good (the queue is dropped). */
  | { type: 'socket.close' }
  /** The member asked to reconnect (the chip's button): from error, waiting, or after a 1000 close. */
  | { type: 'socket.reconnect' }
  /** The tab became visible again. */
  | { type: 'page.visible' }
  /** The browser's `online` event. */
  | { type: 'network.online' }

/** What the socket actor reports (its callback's `sendBack`). */
export type SocketActorEvent =
  /** The socket opened and the auth frame went out. */
  | { type: 'socket.opened' }
  /** The server answered `auth_ok`. */
  | { type: 'socket.authenticated' }
  /** The server refused the session (an error frame before `auth_ok`). */
  | { type: 'socket.rejected' }
  /** The socket reported an error; a close follows. */
  | { type: 'socket.errored' }
  /** The socket closed (by the server or the network). */
  | { type: 'socket.closed'; code: number; reason: string }
  /** A realtime frame arrived after authentication. */
  | { type: 'socket.messageReceived'; message: WireRealtimeMessage }
  /** The queued frame `id` was handed to the open, authenticated socket. */
  | { type: 'socket.frameWritten'; id: number }

export type SocketEvent = SocketCommandEvent | SocketActorEvent

/** What the machine tells the socket actor. */
export type SocketActorCommand = { type: 'socket.write'; id: number; frame: SocketFrame }

/** What the socket machine announces (`actor.on(type, ...)`). */
export type SocketEmitted =
  /** A realtime frame (message, visit, vote, like, match, ...), read by `readRealtimeMessage`. */
  | { type: 'realtime.received'; message: WireRealtimeMessage }
  /** Connected again after a drop: refetch what may have changed meanwhile. */
  | { type: 'socket.reconnected' }
  /** The server refused the session id: the session is dead. */
  | { type: 'socket.sessionRejected' }
