import type { WireRealtimeMessage } from '../../api/wire/chat'

/** The four statuses of the chip (spec section 2); waiting to reconnect shows as connecting. */
export type ConnectionStatus = 'connected' | 'connecting' | 'error' | 'disconnected'

/** Whether a tab is seen and focused, and which conversation it shows (socket.tabs.ts), so the leader picks one tab to pop toasts. */
export interface TabView {
  visible: boolean
  focused: boolean
  /** When it last changed (the leader's clock when heard): the latest seen tab wins a tie. */
  at: number
  /** The member whose conversation the tab shows, or null: their messages are read there. */
  chatWith: string | null
}

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
  /** A frame another tab asked this (leading) tab to send: that tab's id and its own id for it. */
  origin?: { tabId: string; id: number }
}

export interface SocketInput {
  url: string
  sessionId: string
  /**
   * Share one socket between the member's tabs (the app): one tab leads and holds it, the others
   * follow over a BroadcastChannel. Off (the widget, tests): this tab holds its own.
   */
  shareAcrossTabs?: boolean
  /** This tab's id (tests); a new random one by default. */
  tabId?: string
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
  /** Set once authenticated (here, or by the leader): a later return to `connected` is a reconnection. */
  hasConnected: boolean
  tabId: string
  /** The Web Lock and BroadcastChannel name shared by the session's tabs; null when not shared. */
  tabsName: string | null
  /** Whether this tab holds the socket (always, when not shared). */
  leading: boolean
  /** The tab whose status this one last heard, when following. */
  leaderId: string | null
  /** The status this tab last told the others (leading). */
  status: ConnectionStatus
  /** Every known tab's view (this one's too), so the leader picks one tab to pop a toast. */
  views: Record<string, TabView>
  /** Toasts the leader handed to another tab and that tab has not answered yet (leading). */
  pendingToasts: PendingToast[]
  /** Next number for a forwarded frame (leading): toasts are answered by it. */
  nextFrameSeq: number
}

/**
 * A toast the leader handed to another tab: until that tab says it showed it, the leader can hand it
 * to another visible tab (the first one hid, closed or crashed), so each frame toasts exactly once.
 */
export interface PendingToast {
  seq: number
  message: WireRealtimeMessage
  receivedAt: number
  /** The tab it is handed to now. */
  tab: string
  /** Tabs that had it and did not show it: never handed to again. */
  tried: string[]
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

/** What the other tabs (`socket.tabs.ts`) and this tab's page tell the socket machine. */
export type SocketTabsEvent =
  /** This tab holds the lock: it leads, and opens the socket. */
  | { type: 'tabs.elected' }
  /** The leader's status. */
  | { type: 'tabs.leaderStatus'; leaderId: string; status: ConnectionStatus; error: SocketErrorCode | null }
  /** A frame the leader received; `toastHere`: this tab is the one to pop a toast. */
  | {
      type: 'tabs.frameReceived'
      message: WireRealtimeMessage
      receivedAt: number
      toastHere: boolean
      /** The leader's number for the frame: the toast's answer names it. */
      seq: number
      /** Its conversation is open in a visible tab: read there, no toast, no count. */
      seen: boolean
    }
  /** The leader hands this tab the toast of a frame another tab could not show. */
  | { type: 'tabs.toastHanded'; seq: number; message: WireRealtimeMessage; receivedAt: number }
  /** A tab answered the toast it was handed: shown, or not (it is hidden). */
  | { type: 'tabs.toastAnswered'; tabId: string; seq: number; shown: boolean }
  /** The tab handed a toast never answered (it crashed): another tab gets it. */
  | { type: 'tabs.toastUnanswered'; seq: number }
  /** The leader reconnected (or a new leader connected): read what may have changed. */
  | { type: 'tabs.reconnected' }
  /** A tab started or took the lead and asks for the leader's status and every tab's view. */
  | { type: 'tabs.helloReceived'; tabId: string }
  /** A follower asks the leader to send a frame. */
  | { type: 'tabs.sendRequested'; tabId: string; id: number; frame: SocketFrame }
  /** A follower's member asked to reconnect. */
  | { type: 'tabs.reconnectRequested' }
  /** Another tab's view changed. */
  | {
      type: 'tabs.viewChanged'
      tabId: string
      visible: boolean
      focused: boolean
      at: number
      chatWith: string | null
    }
  /** Another tab went away. */
  | { type: 'tabs.gone'; tabId: string }
  /** This tab holds its own presence lock now (the leader can tell when it goes). */
  | { type: 'tabs.presenceHeld' }
  /** This tab's view changed (visibility, focus). */
  | { type: 'tabs.ownViewChanged'; visible: boolean; focused: boolean; chatWith: string | null }
  /** This tab is going away (pagehide). */
  | { type: 'tabs.leaving' }

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

export type SocketEvent = SocketCommandEvent | SocketActorEvent | SocketTabsEvent

/** What the machine tells the socket actor. */
export type SocketActorCommand = { type: 'socket.write'; id: number; frame: SocketFrame }

/** What the socket machine announces (`actor.on(type, ...)`). */
export type SocketEmitted =
  /**
   * A realtime frame (message, visit, vote, like, match, ...), read by `readRealtimeMessage`, in
   * every tab; `receivedAt` is the leader's time (the same notification in every tab) and
   * `toastHere` says whether this tab is the one to pop a toast for it.
   */
  | {
      type: 'realtime.received'
      message: WireRealtimeMessage
      receivedAt: number
      toastHere: boolean
      /** A message whose conversation is open in a visible tab of the member: it is read, no toast. */
      seen: boolean
    }
  /** Another tab could not show this frame's toast (hidden, closed, crashed): this one shows it. */
  | { type: 'realtime.toastHanded'; message: WireRealtimeMessage; receivedAt: number }
  /** Connected again after a drop: refetch what may have changed meanwhile. */
  | { type: 'socket.reconnected' }
  /** The server refused the session id: the session is dead. */
  | { type: 'socket.sessionRejected' }
