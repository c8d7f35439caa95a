/**
 * The open sockets, whoever carries them (msw's mocked connections, or the standalone server's real
 * ones bridged into those): which member each one authenticated as, pushing a frame to a member, and
 * the socket faults: drop every socket (close 1006, as a network cut looks) and refuse new ones.
 */
export interface SocketConnection {
  /** Sends a text frame. */
  send(data: string): void
  close(code: number, reason?: string): void
  /** The API base photo URLs are built from (the socket's own origin and path prefix). */
  apiBase: string
  memberId: number | null
  sessionId: string | null
}

const connections = new Set<SocketConnection>()
let refusing = false
/** Each connection's number, in the order they opened: tells a new socket from an old one. */
const serials = new WeakMap<SocketConnection, number>()
let nextSerial = 1

export function addConnection(connection: SocketConnection): void {
  serials.set(connection, nextSerial++)
  connections.add(connection)
}

export function removeConnection(connection: SocketConnection): void {
  connections.delete(connection)
}

export function authenticatedConnections(memberId: number): SocketConnection[] {
  return [...connections].filter((c) => c.memberId === memberId)
}

/** Members with an authenticated socket: the simulation aims its visits and likes at them. */
export function connectedMemberIds(): number[] {
  return [...new Set([...connections].map((c) => c.memberId).filter((id): id is number => id !== null))]
}

export function pushTo(memberId: number, frame: (apiBase: string) => Record<string, unknown>): number {
  const targets = authenticatedConnections(memberId)
  for (const c of targets) c.send(JSON.stringify(frame(c.apiBase)))
  return targets.length
}

/** Closes every socket with 1006 (abnormal closure): the client must reconnect. */
/** Which sockets a fault touches: all of them, or one session's, or one member's. */
export interface SocketTarget {
  sessionId?: string | null
  memberId?: number | null
}

const targeted = (c: SocketConnection, target: SocketTarget) =>
  (!target.sessionId || c.sessionId === target.sessionId) &&
  (!target.memberId || c.memberId === target.memberId)

/** The authenticated sockets a target has open (one session's, one member's), by number. */
export function socketsOf(target: SocketTarget): number[] {
  if (!target.sessionId && !target.memberId) return []
  return [...connections]
    .filter((c) => c.memberId !== null && targeted(c, target))
    .map((c) => serials.get(c) ?? 0)
}

/** Closes the targeted sockets (all by default) with 1006, as a network cut looks. */
export function dropSockets(target: SocketTarget = {}): number {
  const dropped = [...connections].filter((c) => targeted(c, target))
  for (const c of dropped) {
    connections.delete(c)
    c.close(1006, 'Connexion perdue')
  }
  return dropped.length
}

/** Sessions whose sockets are cut (1006) as soon as they authenticate: a dead socket for one member. */
const refusedSessions = new Set<string>()

/**
 * While on, new sockets are closed at once (1006) by the mock, or refused at the upgrade (standalone);
 * with a session id, only that session's sockets are, right after their auth frame.
 */
export function refuseSockets(on: boolean, sessionId?: string | null): void {
  if (sessionId) {
    if (on) refusedSessions.add(sessionId)
    else refusedSessions.delete(sessionId)
    return
  }
  refusing = on
  if (!on) refusedSessions.clear()
}

export function isRefusingSockets(): boolean {
  return refusing
}

export function isRefusingSession(sessionId: string): boolean {
  return refusedSessions.has(sessionId)
}

export function closeSessions(sessionIds: readonly string[], code: number, reason: string): void {
  for (const c of [...connections]) {
    if (c.sessionId && sessionIds.includes(c.sessionId)) {
      connections.delete(c)
      c.close(code, reason)
    }
  }
}

export function socketState() {
  return {
    open: connections.size,
    authenticated: [...connections].filter((c) => c.memberId !== null).length,
    refusing,
    refusedSessions: [...refusedSessions],
  }
}
