/** The client's activity feed, wall and visitors (spec section 3). */
import type { ProfileCard } from './profile'

/** The activity kinds of spec section 3, by their wire codes. */
export const ActivityKind = {
  Connected: 'con',
  Visited: 'visite',
  Updated: 'modif',
  AddedPhoto: 'add_tof',
  Birthday: 'birthday',
} as const

export type ActivityKind = (typeof ActivityKind)[keyof typeof ActivityKind]

export interface ActivityItem extends ProfileCard {
  /** null when the server sent a code we do not know. */
  activity: ActivityKind | null
  /** As sent (`YYYY-MM-DD HH:MM:SS`), null when missing. */
  activityDate: string | null
}

/** The wall's buckets, named for what they hold (`visited` is the wire's `wall_friends`). */
export interface WallBuckets {
  addedPhoto: ActivityItem[]
  birthday: ActivityItem[]
  updated: ActivityItem[]
  visited: ActivityItem[]
  online: ActivityItem[]
}

/** A page of visitors or voters. */
export interface GuestPage {
  guests: ActivityItem[]
  pageCount: number
  total: number
}
