/**
 * Members (spec section 7, `/index_api/user`): the signed-in member's lookup, which is also how a dead
 * session is found (`connected: 0`), and any member's profile. Both cached as "user" reads (5 min).
 */
import { cacheTags } from './cache-tags'
import { type ApiClient, cachedRead, defaultApiClient } from './client'
import { earlyKeys, startEarly, takeEarly } from './early'
import { SessionExpiredError } from './errors'
import { currentUserRequest, profileRequest } from './first-requests'
import type { CurrentUser, FullProfile } from './models/profile'
import { isDeadSession, normalizeCurrentUser, readFullProfile } from './normalize/profile'

/**
 * GET /index_api/user?get_wall_news=1&get_abo_infos=1&id&session_id. A dead session (`connected: 0`)
 * is reported to the client's `onDeadSession` and thrown as `SessionExpiredError` (never cached), so
 * the session machine can clear the stored login and relog in with the token.
 */
export function getCurrentUser(userId: string, client: ApiClient = defaultApiClient): Promise<CurrentUser> {
  return cachedRead(
    client,
    currentUserRequest(userId),
    { kind: 'user', tags: [cacheTags.currentUser, cacheTags.profile(userId)] },
    (answer) => {
      if (isDeadSession(answer)) {
        client.reportDeadSession()
        throw new SessionExpiredError('GET /index_api/user')
      }
      return normalizeCurrentUser(answer)
    },
  )
}

/** Starts the member lookup for the session's first `takeCurrentUserLookup` (src/app/early-start.ts). */
export function prefetchCurrentUser(userId: string): void {
  startEarly(earlyKeys.currentUser(userId), () => getCurrentUser(userId))
}

/** The lookup the entry started for `userId`, once; undefined when none is on its way. */
export function takeCurrentUserLookup(userId: string): Promise<CurrentUser> | undefined {
  return takeEarly<CurrentUser>(earlyKeys.currentUser(userId))
}

/** GET /index_api/user?id={id}: a member's profile page (visitors may call it too). */
export function getProfile(id: string, client: ApiClient = defaultApiClient): Promise<FullProfile> {
  return cachedRead(client, profileRequest(id), { kind: 'user', tags: [cacheTags.profile(id)] }, (answer) =>
    readFullProfile(answer),
  )
}
