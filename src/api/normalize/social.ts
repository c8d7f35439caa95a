/**
 * Wire activity to client models (spec section 3): activity items with their kind and date, the
 * wall's five buckets, and pages of visitors or voters.
 */
import { type ActivityItem, ActivityKind, type GuestPage, type WallBuckets } from '../models/social'
import { normalizeProfileCard } from './profile-card'
import { isRecord, list, listAt, number, optionalDate, record, text } from './read'

const KINDS: readonly string[] = Object.values(ActivityKind)

/** A wire activity code as the typed kind, null when unknown. */
export function readActivityKind(value: unknown): ActivityKind | null {
  const code = text(value)
  return KINDS.includes(code) ? (code as ActivityKind) : null
}

/** One item; `fallbackKind` is the wall bucket's, used when the item does not say. */
export function normalizeActivityItem(raw: unknown, fallbackKind: ActivityKind | null = null): ActivityItem {
  const item = record(raw)
  return {
    ...normalizeProfileCard(item),
    activity: readActivityKind(item.activity) ?? fallbackKind,
    activityDate: optionalDate(item.date_action),
  }
}

export function normalizeActivityItems(
  raw: unknown,
  fallbackKind: ActivityKind | null = null,
): ActivityItem[] {
  return list(raw)
    .filter(isRecord)
    .map((item) => normalizeActivityItem(item, fallbackKind))
}

/** GET /ajax_api/getActivities: the list bare, under `result` or under `activities`. */
export function normalizeActivities(response: unknown): ActivityItem[] {
  return normalizeActivityItems(listAt(response, ['result', 'activities']))
}

/** GET /index_api/wall: each bucket's items take the bucket's kind when they do not carry one. */
export function normalizeWall(response: unknown): WallBuckets {
  const wall = record(response)
  return {
    addedPhoto: normalizeActivityItems(wall.wall_addPhoto, ActivityKind.AddedPhoto),
    birthday: normalizeActivityItems(wall.wall_birthday, ActivityKind.Birthday),
    updated: normalizeActivityItems(wall.wall_change, ActivityKind.Updated),
    visited: normalizeActivityItems(wall.wall_friends, ActivityKind.Visited),
    online: normalizeActivityItems(wall.wall_online, ActivityKind.Connected),
  }
}

/** Visitors (kind Visited) or voters (no kind: a vote is not one of the activity codes). */
export function normalizeGuests(response: unknown, kind: ActivityKind | null): GuestPage {
  const guests = normalizeActivityItems(listAt(response, ['result']), kind)
  const answer = record(response)
  return {
    guests,
    pageCount: number(answer.nb_pages, guests.length > 0 ? 1 : 0),
    total: number(answer.total, guests.length),
  }
}
