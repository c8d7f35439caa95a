/**
 * Wire shapes of the social calls (spec section 7): favorites, the wall, the activity feed and the
 * visitors / voters lists.
 */
import type { WireCommandResponse, WireNumber } from './common'
import type { WireProfileCard } from './profile'

/** The activity codes of spec section 3. */
export type WireActivityCode = 'con' | 'visite' | 'modif' | 'add_tof' | 'birthday'

/** A member card with what they did and when. */
export type WireActivityItem = WireProfileCard & {
  activity?: WireActivityCode | string
  /** `YYYY-MM-DD HH:MM:SS`. */
  date_action?: string
}

/** GET /ajax_api/getActivities: the spec says "activity list"; ours sits under `result`. */
export type WireActivitiesResponse = {
  result: WireActivityItem[]
}

/**
 * GET /index_api/wall: one bucket per kind of news. `wall_friends` holds the members who visited.
 * Items need not repeat their `activity`: the bucket says it.
 */
export type WireWallResponse = {
  wall_addPhoto?: WireActivityItem[]
  wall_birthday?: WireActivityItem[]
  wall_change?: WireActivityItem[]
  wall_friends?: WireActivityItem[]
  wall_online?: WireActivityItem[]
}

/**
 * GET /index_api/guest/get/visites?page and /votes?page: the spec shows no answer; ours is a page
 * of cards with the date of the visit or vote in `date_action`.
 */
export type WireGuestsResponse = {
  result: WireActivityItem[]
  nb_pages?: WireNumber
  total?: WireNumber
}

/** POST /ajax_api/setFriend: not shown in the spec; a command answer. */
export type WireSetFriendResponse = WireCommandResponse
