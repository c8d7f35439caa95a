/**
 * The social calls (spec section 7): favorites, the wall, the activity feed, and who visited or
 * voted. The wall and activities are cached 5 min; a favorite change invalidates the member's own
 * lookup (its favorites list) and the friends contact list.
 */
import { cacheTags } from './cache-tags'
import { type ApiClient, cachedRead, defaultApiClient, readLenient } from './client'
import { activitiesRequest } from './first-requests'
import { ContactFilter } from './models/chat'
import { type ActivityItem, ActivityKind, type GuestPage, type WallBuckets } from './models/social'
import { assertAccepted } from './normalize/command'
import { normalizeActivities, normalizeGuests, normalizeWall } from './normalize/social'

export type FriendAction = 'add' | 'del'

/** POST /ajax_api/setFriend (form: action, target_id): adds or removes a favorite. */
export async function setFriend(
  action: FriendAction,
  targetId: string,
  client: ApiClient = defaultApiClient,
): Promise<void> {
  const answer = await readLenient(client, {
    method: 'POST',
    path: '/ajax_api/setFriend',
    form: { action, target_id: targetId },
  })
  client.cache.invalidate([
    cacheTags.currentUser,
    cacheTags.contactList(ContactFilter.Friends),
    cacheTags.profile(targetId),
  ])
  assertAccepted('POST /ajax_api/setFriend', answer)
}

/** GET /index_api/wall: the five buckets. */
export function getWall(client: ApiClient = defaultApiClient): Promise<WallBuckets> {
  return cachedRead(
    client,
    { method: 'GET', path: '/index_api/wall' },
    { kind: 'wall', tags: [cacheTags.wall] },
    normalizeWall,
  )
}

/** GET /ajax_api/getActivities: the recent-activity feed. */
export function getActivities(client: ApiClient = defaultApiClient): Promise<ActivityItem[]> {
  return cachedRead(
    client,
    activitiesRequest(),
    { kind: 'activities', tags: [cacheTags.activities] },
    normalizeActivities,
  )
}

/** GET /index_api/guest/get/visites?page: who visited. Not cached: the spec gives it no freshness. */
export async function getVisitors(page = 1, client: ApiClient = defaultApiClient): Promise<GuestPage> {
  const answer = await client.json({ method: 'GET', path: '/index_api/guest/get/visites', query: { page } })
  return normalizeGuests(answer, ActivityKind.Visited)
}

/** GET /index_api/guest/get/votes?page: who voted for the member's photos. Not cached either. */
export async function getVoters(page = 1, client: ApiClient = defaultApiClient): Promise<GuestPage> {
  const answer = await client.json({ method: 'GET', path: '/index_api/guest/get/votes', query: { page } })
  return normalizeGuests(answer, null)
}
