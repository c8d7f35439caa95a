/**
 * Reading members and what hangs off them: lookups by id, email or nickname, their city, photos,
 * subscription, and the relations the handlers check (blacklist, favorites, album shares).
 */
import type { Subscription } from '../db/billing'
import type { City } from '../db/content'
import { db } from '../db/database'
import { indexBy } from '../db/indexes'
import type { Member } from '../db/members'
import type { Photo } from '../db/photos'
import { now, ymd } from '../lib/time'

export function memberById(id: number | null | undefined): Member | undefined {
  if (id == null || !Number.isFinite(id)) return undefined
  return db.members.findFirst((q) => q.where({ id }))
}

export function memberByLogin(login: string): Member | undefined {
  const needle = login.trim().toLowerCase()
  if (!needle) return undefined
  return db.members.findFirst((q) =>
    q.where((m) => m.email.toLowerCase() === needle || m.pseudo.toLowerCase() === needle),
  )
}

const citiesById = indexBy(db.cities, (c) => c.id)
const photosByMember = indexBy(db.photos, (p) => p.member_id)
const votesByVoter = indexBy(db.votes, (v) => v.voter_id)

export function cityById(id: number | null | undefined): City | undefined {
  if (!id) return undefined
  return citiesById(id)[0]
}

/** A member's photos in their order (num ascending). */
export function photosOf(memberId: number): Photo[] {
  return [...photosByMember(memberId)].sort((a, b) => a.num - b.num)
}

/** The votes a member gave. */
export function votesGivenBy(voterId: number) {
  return votesByVoter(voterId)
}

export function publicPhotosOf(memberId: number): Photo[] {
  return photosOf(memberId).filter((p) => !p.is_private)
}

/** The main photo, else the first public one. */
export function mainPhotoOf(memberId: number): Photo | undefined {
  const list = publicPhotosOf(memberId)
  return list.find((p) => p.is_main) ?? list[0]
}

export function subscriptionOf(memberId: number): Subscription | undefined {
  return db.subscriptions.findFirst((q) => q.where({ member_id: memberId }))
}

/** Premium until the end date, cancelled or not (spec section 4: "stays until end date"). */
export function isPremium(memberId: number): boolean {
  const sub = subscriptionOf(memberId)
  return !!sub?.premium && (sub.end_date === '' || sub.end_date >= ymd(now()))
}

export function hasBlacklisted(ownerId: number, targetId: number): boolean {
  return !!db.blacklist.findFirst((q) => q.where({ owner_id: ownerId, target_id: targetId }))
}

export function isFavorite(ownerId: number, targetId: number): boolean {
  return !!db.favorites.findFirst((q) => q.where({ owner_id: ownerId, target_id: targetId }))
}

/** May `viewerId` see `ownerId`'s private album? Their own, or shared and accepted. */
export function canSeePrivateAlbum(ownerId: number, viewerId: number | null): boolean {
  if (viewerId === null) return false
  if (ownerId === viewerId) return true
  return !!db.albumShares.findFirst((q) =>
    q.where({ owner_id: ownerId, viewer_id: viewerId, state: 'accepted' }),
  )
}

/** Average note out of 10 over a member's public photos' votes, and the vote count. */
export function noteOf(memberId: number): { average: number | null; votes: number } {
  let sum = 0
  let count = 0
  for (const p of publicPhotosOf(memberId)) {
    sum += p.score_sum
    count += p.votes
  }
  return { average: count > 0 ? Math.round((sum / count) * 10) / 10 : null, votes: count }
}

/** The viewer's own note of a member: the average of the scores they gave their photos. */
export function viewerNoteOf(viewerId: number, memberId: number): number | null {
  const given = votesGivenBy(viewerId).filter((v) => v.target_id === memberId)
  if (given.length === 0) return null
  return Math.round((given.reduce((s, v) => s + v.score, 0) / given.length) * 10) / 10
}
