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

// The social machines' tests import their hand-settled promise from here; it is the shared one.
export { type Deferred, deferred } from '../../lib/deferred.test-support'

/** Lets settled promises run their callbacks (an actor's answer reaches its machine). */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
