/**
 * Sessions like the real server keeps them: created by a login, alive until logout, account deletion
 * or an expiry forced through the control endpoint. A member counts as online while a session of
 * theirs is alive and they have been seen recently.
 */
import { db } from '../db/database'
import type { Member } from '../db/members'
import type { Session } from '../db/sessions'
import { token } from '../lib/ids'
import { nowIso } from '../lib/time'
import { memberById } from './members'

export async function createSession(member: Member): Promise<Session> {
  const session = await db.sessions.create({
    session_id: token(16),
    member_id: member.id,
    created_at: nowIso(),
    expired: false,
  })
  await db.members.update((q) => q.where({ id: member.id }), {
    data(m) {
      m.online = true
      m.last_seen = nowIso()
    },
  })
  return session
}

/** The live session and its member, or null when unknown, expired, or the member is gone. */
export function liveSession(
  sessionId: string | null | undefined,
): { session: Session; member: Member } | null {
  if (!sessionId) return null
  const session = db.sessions.findFirst((q) => q.where({ session_id: sessionId }))
  if (!session || session.expired) return null
  const member = memberById(session.member_id)
  return member ? { session, member } : null
}

export async function endSession(sessionId: string): Promise<void> {
  db.sessions.delete((q) => q.where({ session_id: sessionId }))
}

type SessionExpiredListener = (sessionIds: string[]) => void
const expiryListeners = new Set<SessionExpiredListener>()

/** The socket hub listens, to close the sockets of expired sessions. */
export function onSessionsExpired(listener: SessionExpiredListener): () => void {
  expiryListeners.add(listener)
  return () => expiryListeners.delete(listener)
}

/**
 * Expires sessions: one by id, all of a member's, or every one. Returns how many were live. The next
 * user lookup answers `connected: 0`, like the real server after a timeout.
 */
export async function expireSessions(target: {
  sessionId?: string
  memberId?: number
  all?: boolean
}): Promise<number> {
  const live = db.sessions.findMany((q) =>
    q.where(
      (s) =>
        !s.expired &&
        (target.all === true ||
          (target.sessionId !== undefined && s.session_id === target.sessionId) ||
          (target.memberId !== undefined && s.member_id === target.memberId)),
    ),
  )
  const ids = live.map((s) => s.session_id)
  if (ids.length === 0) return 0
  await db.sessions.updateMany((q) => q.where((s) => ids.includes(s.session_id)), {
    data(s) {
      s.expired = true
    },
  })
  for (const l of expiryListeners) l(ids)
  return ids.length
}
