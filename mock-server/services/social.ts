/**
 * The social facts: visits (at most one counted per visitor and profile every 10 minutes, as a real
 * site would, so a reload does not spam the visited member), favorites, the blacklist, and the wall's
 * activities.
 */
import { db, nextId } from '../db/database'
import type { ActivityKind } from '../db/wall'
import { emitMockEvent } from '../lib/events'
import { MINUTE, now, nowIso } from '../lib/time'

export async function addActivity(
  memberId: number,
  kind: ActivityKind,
  targetId: number | null = null,
): Promise<void> {
  await db.activities.create({
    id: nextId('activities'),
    member_id: memberId,
    kind,
    target_id: targetId,
    date: nowIso(),
  })
}

/**
 * Visits being written: a second look arriving meanwhile (the profile's read and the socket's
 * cmd_visit come together) is the same visit, not a second one.
 */
const recording = new Set<string>()

export async function recordVisit(visitorId: number, visitedId: number): Promise<boolean> {
  if (visitorId === visitedId) return false
  const key = `${visitorId}:${visitedId}`
  if (recording.has(key)) return false
  const since = new Date(now() - 10 * MINUTE).toISOString()
  const recent = db.visits.findFirst((q) =>
    q.where((v) => v.visitor_id === visitorId && v.visited_id === visitedId && v.date >= since),
  )
  if (recent) return false
  recording.add(key)
  try {
    await db.visits.create({
      id: nextId('visits'),
      visitor_id: visitorId,
      visited_id: visitedId,
      date: nowIso(),
    })
    await addActivity(visitorId, 'visite', visitedId)
  } finally {
    recording.delete(key)
  }
  emitMockEvent({ type: 'visit', visitorId, visitedId })
  return true
}

export async function setFavorite(ownerId: number, targetId: number, on: boolean): Promise<void> {
  const existing = db.favorites.findFirst((q) => q.where({ owner_id: ownerId, target_id: targetId }))
  if (on && !existing) {
    await db.favorites.create({
      id: nextId('favorites'),
      owner_id: ownerId,
      target_id: targetId,
      date: nowIso(),
    })
    emitMockEvent({ type: 'favorite', ownerId, targetId })
  } else if (!on && existing) {
    db.favorites.delete((q) => q.where({ id: existing.id }))
  }
}

export async function setBlacklisted(ownerId: number, targetId: number, on: boolean): Promise<void> {
  const existing = db.blacklist.findFirst((q) => q.where({ owner_id: ownerId, target_id: targetId }))
  if (on && !existing) {
    await db.blacklist.create({
      id: nextId('blacklist'),
      owner_id: ownerId,
      target_id: targetId,
      date: nowIso(),
    })
  } else if (!on && existing) {
    db.blacklist.delete((q) => q.where({ id: existing.id }))
  }
}

export async function setOnline(memberId: number, online: boolean): Promise<void> {
  await db.members.update((q) => q.where({ id: memberId }), {
    data(m) {
      m.online = online
      m.last_seen = nowIso()
    },
  })
  if (online) await addActivity(memberId, 'con')
}
