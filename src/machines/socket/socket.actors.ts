/**
 * The socket machine's actors. Both are made by factories, so tests and stories hand them a fake
 * WebSocket class or fake page event sources; the live versions use the browser's.
 */
import { fromCallback } from 'xstate'
import { readRealtimeMessage } from '../../api/normalize/realtime'
import type { WireRealtimeAuth } from '../../api/wire/chat'
import type { SocketActorCommand, SocketActorEvent, SocketCommandEvent, SocketInput } from './socket.types'

/** The part of the WebSocket API the actor uses; the browser's `WebSocket` fits it. */
export interface WebSocketLike {
  readonly readyState: number
  send(data: string): void
  close(code?: number, reason?: string): void
  addEventListener(type: 'open' | 'message' | 'close' | 'error', listener: (event: Event) => void): void
  removeEventListener(type: 'open' | 'message' | 'close' | 'error', listener: (event: Event) => void): void
}

export type WebSocketClass = new (url: string) => WebSocketLike

/** WebSocket.readyState values (the constants are not on every implementation's class). */
export const READY_STATE = { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 } as const

/** Frames of the protocol itself, never passed on as realtime messages. */
const PROTOCOL_ACTIONS = new Set(['auth_ok', 'pong', 'error'])

/**
 * One WebSocket for as long as the invoking state lasts: opens it, sends the auth frame first, waits
 * for `auth_ok` before writing anything else, reports frames and the close, and closes it (1000) when
 * the state is left. A constructor that throws makes the actor fail (the invoke's `onError`).
 */
export function createSocketActor(getWebSocket: () => WebSocketClass = () => globalThis.WebSocket) {
  return fromCallback<SocketActorCommand, SocketInput>(({ input, sendBack, receive }) => {
    const report = (event: SocketActorEvent) => sendBack(event)
    const WebSocketImpl = getWebSocket()
    const ws = new WebSocketImpl(input.url)
    let authenticated = false
    let closed = false

    const onOpen = () => {
      const auth: WireRealtimeAuth = { action: 'auth', session_id: input.sessionId }
      ws.send(JSON.stringify(auth))
      report({ type: 'socket.opened' })
    }
    const onMessage = (event: Event) => {
      const message = readRealtimeMessage((event as Partial<MessageEvent>).data)
      if (!message) return
      if (!authenticated) {
        if (message.action === 'auth_ok') {
          authenticated = true
          report({ type: 'socket.authenticated' })
        } else if (message.action === 'error') {
          report({ type: 'socket.rejected' })
        }
        return
      }
      if (!PROTOCOL_ACTIONS.has(message.action)) report({ type: 'socket.messageReceived', message })
    }
    const onError = () => report({ type: 'socket.errored' })
    const onClose = (event: Event) => {
      const { code, reason } = event as Partial<CloseEvent>
      closed = true
      detach()
      report({ type: 'socket.closed', code: code ?? 1006, reason: reason ?? '' })
    }
    const listeners = { open: onOpen, message: onMessage, error: onError, close: onClose } as const
    const detach = () => {
      for (const [type, listener] of Object.entries(listeners)) {
        ws.removeEventListener(type as keyof typeof listeners, listener)
      }
    }
    for (const [type, listener] of Object.entries(listeners)) {
      ws.addEventListener(type as keyof typeof listeners, listener)
    }

    receive((command) => {
      // A frame counts as written only once handed to an open socket after auth; otherwise it
      // stays queued in the machine and goes out on the next connection.
      if (!authenticated || closed || ws.readyState !== READY_STATE.OPEN) return
      ws.send(JSON.stringify(command.frame))
      report({ type: 'socket.frameWritten', id: command.id })
    })

    return () => {
      detach()
      if (!closed && ws.readyState <= READY_STATE.OPEN) ws.close(1000)
    }
  })
}

/** What the page-events actor listens to; the browser's `document` and `window` fit. */
export interface PageEventSources {
  document?: (EventSourceLike & { readonly visibilityState: string }) | undefined
  window?: EventSourceLike | undefined
}

interface EventSourceLike {
  addEventListener(type: string, listener: () => void): void
  removeEventListener(type: string, listener: () => void): void
}

/** Reports the tab becoming visible again (`page.visible`) and the browser's `online` event. */
export function createPageEventsActor(
  getSources: () => PageEventSources = () => ({
    document: globalThis.document,
    window: typeof window === 'undefined' ? undefined : window,
  }),
) {
  return fromCallback(({ sendBack }) => {
    const { document, window } = getSources()
    const report = (event: Extract<SocketCommandEvent, { type: 'page.visible' | 'network.online' }>) =>
      sendBack(event)
    const onVisibilityChange = () => {
      if (document?.visibilityState === 'visible') report({ type: 'page.visible' })
    }
    const onOnline = () => report({ type: 'network.online' })
    document?.addEventListener('visibilitychange', onVisibilityChange)
    window?.addEventListener('online', onOnline)
    return () => {
      document?.removeEventListener('visibilitychange', onVisibilityChange)
      window?.removeEventListener('online', onOnline)
    }
  })
}

/** The live socket actor: the browser's WebSocket. */
export const socket = createSocketActor()

/** The live page-events actor: the browser's document and window. */
export const pageEvents = createPageEventsActor()
