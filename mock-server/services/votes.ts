/**
 * Photo votes (one score per voter and photo, a new vote replacing the old) and swipes, where a like
 * answered by a like makes a match.
 */
import { db, nextId } from '../db/database'
import type { Photo } from '../db/photos'
import { emitMockEvent } from '../lib/events'
import { nowIso } from '../lib/time'

export async function castVote(voterId: number, photo: Photo, score: number): Promise<void> {
  const previous = db.votes.findFirst((q) =>
    q.where({ voter_id: voterId, target_id: photo.member_id, photo_num: photo.num }),
  )
  if (previous) {
    await db.votes.update((q) => q.where({ id: previous.id }), {
      data(v) {
        v.score = score
        v.date = nowIso()
      },
    })
  } else {
    await db.votes.create({
      id: nextId('votes'),
      voter_id: voterId,
      target_id: photo.member_id,
      photo_num: photo.num,
      score,
      date: nowIso(),
    })
  }
  await db.photos.update((q) => q.where({ id: photo.id }), {
    data(p) {
      p.score_sum += score - (previous?.score ?? 0)
      if (!previous) p.votes += 1
    },
  })
  emitMockEvent({ type: 'vote', voterId, targetId: photo.member_id, photoNum: photo.num, score })
}

export function matchOf(aId: number, bId: number) {
  const [lo, hi] = aId < bId ? [aId, bId] : [bId, aId]
  return db.matches.findFirst((q) => q.where({ a_id: lo, b_id: hi }))
}

/** Records a swipe; true when it made a match. */
export async function swipe(fromId: number, toId: number, value: 'like' | 'dislike'): Promise<boolean> {
  const previous = db.likes.findFirst((q) => q.where({ from_id: fromId, to_id: toId }))
  if (previous) {
    await db.likes.update((q) => q.where({ id: previous.id }), {
      data(l) {
        l.value = value
        l.date = nowIso()
      },
    })
  } else {
    await db.likes.create({ id: nextId('likes'), from_id: fromId, to_id: toId, value, date: nowIso() })
  }
  if (value !== 'like') return false
  const back = db.likes.findFirst((q) => q.where({ from_id: toId, to_id: fromId, value: 'like' }))
  if (!back) {
    emitMockEvent({ type: 'like', fromId, toId })
    return false
  }
  if (!matchOf(fromId, toId)) {
    const [lo, hi] = fromId < toId ? [fromId, toId] : [toId, fromId]
    await db.matches.create({ id: nextId('matches'), a_id: lo, b_id: hi, date: nowIso() })
    emitMockEvent({ type: 'match', aId: fromId, bId: toId })
  }
  return true
}
