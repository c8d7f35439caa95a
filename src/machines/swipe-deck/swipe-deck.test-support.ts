/** Test helpers for the discovery machines (swipe deck, matches, wall, activities, visitors). */

import type { ProfileCard } from '../../api/models/profile'
import type { ActivityItem, ActivityKind } from '../../api/models/social'

/** A profile card with a photo, named and aged from its id. */
export function makeCard(id: string, overrides: Partial<ProfileCard> = {}): ProfileCard {
  const photo = {
    id: `ph${id}`,
    num: '1',
    normal: `https://img.test/${id}.jpg`,
    medium: `https://img.test/${id}-m.jpg`,
    small: `https://img.test/${id}-s.jpg`,
    visibility: 'public' as const,
    isMain: true,
    votes: 0,
    note: null,
    userRating: null,
  }
  return {
    id,
    nickname: `Membre${id}`,
    age: 30,
    firstname: '',
    location: 'Paris (75)',
    gender: '2',
    photos: [photo],
    avatar: photo,
    isOnline: false,
    averageNote: null,
    userNote: null,
    totalVotes: 0,
    ...overrides,
  }
}

export function makeActivity(
  id: string,
  activity: ActivityKind | null,
  overrides: Partial<ActivityItem> = {},
): ActivityItem {
  return { ...makeCard(id), activity, activityDate: '2026-11-20 18:30:00', ...overrides }
}

export interface Deferred<T> {
  promise: Promise<T>
  resolve: (value: T) => void
  reject: (error: unknown) => void
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** Lets settled promises run their callbacks (an actor's answer reaches its machine). */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
