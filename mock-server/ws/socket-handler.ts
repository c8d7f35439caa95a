/**
 * The realtime socket at `/ws` (any host, any prefix: `ws://host/ws`, `ws://host/api/ws`), as an msw
 * `ws.link` handler that all three runners use. Protocol: the client's first frame must be
 * `{"action":"auth","session_id":"..."}`; the server answers `{"action":"auth_ok",...}`, or an error
 * frame and close 4001 for a bad session. Frames before auth get an error frame and are otherwise
 * ignored. After auth the server pushes realtime frames (ws/frames.ts); `{"action":"ping"}` gets a
 * pong; `{"action":"cmd_visit","id":"…"}` (spec section 7's form command, sent by the app once per
 * profile opened) records a visit to that member, who is told on their sockets (once: a visit within
 * 10 minutes of the last is the same visit). An expired session's sockets are closed with 4001.
 */
import { ws } from 'msw'
import { memberById } from '../services/members'
import { liveSession, onSessionsExpired } from '../services/sessions'
import { recordVisit, setOnline } from '../services/social'
import { authOkFrame, errorFrame, REALTIME_ACTIONS } from './frames'
import {
  addConnection,
  closeSessions,
  isRefusingSession,
  isRefusingSockets,
  removeConnection,
  type SocketConnection,
} from './hub'
import { installNotifications } from './notify'

export const SOCKET_PATH = '/ws'
export const AUTH_FAILED_CODE = 4001

/** `ws://host/api/ws` → `http://host/api`: where the socket's photo URLs point. */
export function apiBaseOfSocket(url: URL): string {
  const protocol = url.protocol === 'wss:' ? 'https:' : 'http:'
  const prefix = url.pathname.replace(/\/ws\/?$/, '')
  return `${protocol}//${url.host}${prefix}`
}

function parse(data: unknown): Record<string, unknown> | null {
  if (typeof data !== 'string') return null
  try {
    const value: unknown = JSON.parse(data)
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

export const realtimeLink = ws.link(`*${SOCKET_PATH}`)

export const socketHandler = realtimeLink.addEventListener('connection', ({ client }) => {
  if (isRefusingSockets()) {
    client.close(1006, 'Connexion refusée')
    return
  }
  const connection: SocketConnection = {
    send: (data) => client.send(data),
    close: (code, reason) => client.close(code, reason),
    apiBase: apiBaseOfSocket(new URL(client.url)),
    memberId: null,
    sessionId: null,
  }
  addConnection(connection)
  client.addEventListener('close', () => removeConnection(connection))
  client.addEventListener('message', async (event) => {
    const frame = parse(event.data)
    if (connection.memberId === null) {
      if (frame?.action !== 'auth') {
        client.send(
          JSON.stringify(errorFrame('Authentification requise : envoyez {"action":"auth","session_id":"…"}')),
        )
        return
      }
      const live = liveSession(typeof frame.session_id === 'string' ? frame.session_id : null)
      if (!live) {
        client.send(JSON.stringify(errorFrame('Session invalide ou expirée')))
        removeConnection(connection)
        // msw delivers a sent frame on a microtask and drops it once closing: close on the next task.
        setTimeout(() => client.close(AUTH_FAILED_CODE, 'Session invalide'), 0)
        return
      }
      if (isRefusingSession(live.session.session_id)) {
        removeConnection(connection)
        client.close(1006, 'Connexion refusée')
        return
      }
      connection.memberId = live.member.id
      connection.sessionId = live.session.session_id
      client.send(JSON.stringify(authOkFrame(live.member.id)))
      if (!live.member.online) await setOnline(live.member.id, true)
      return
    }
    if (frame?.action === 'ping') client.send(JSON.stringify({ action: 'pong', connected: 1 }))
    if (frame?.action === REALTIME_ACTIONS.visit) {
      const visited = memberById(Number(frame.id))
      if (visited) await recordVisit(connection.memberId, visited.id)
    }
    // Anything else after auth is ignored, as a real server ignores what it does not know.
  })
})

let installed = false

/** Pushes events to sockets and closes the sockets of expired sessions (idempotent). */
export function installRealtime(): void {
  if (installed) return
  installed = true
  installNotifications()
  onSessionsExpired((ids) => closeSessions(ids, AUTH_FAILED_CODE, 'Session expirée'))
}
