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

export function addConnection(connection: SocketConnection): void {
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
export function dropSockets(): number {
  const all = [...connections]
  connections.clear()
  for (const c of all) c.close(1006, 'Connexion perdue')
  return all.length
}

/** While on, new sockets are closed at once (1006) by the mock, or refused at the upgrade (standalone). */
export function refuseSockets(on: boolean): void {
  refusing = on
}

export function isRefusingSockets(): boolean {
  return refusing
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
  }
}
