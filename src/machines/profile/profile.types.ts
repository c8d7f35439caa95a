/** Context, input and events of a member's profile page (`/app/users/{userSlug}`). */
import type { FullProfile } from '../../api/models/profile'
import type { SocketFrame } from '../socket/socket.types'

/** Why the profile is not shown: the slug names no member (or the server knows none), or the call failed. */
export type ProfileFailure = 'notFound' | 'loadFailed'

/** Who can carry the visit frame: the member's realtime socket actor (anything taking `socket.send`). */
export interface VisitSocket {
  send: (event: { type: 'socket.send'; frame: SocketFrame }) => void
}

export interface ProfileInput {
  /** The route's `userSlug`: nickname, hyphen, id. */
  slug: string
  /** The signed-in member's id, null for a visitor. */
  viewerId: string | null
}

export interface ProfileContext {
  slug: string
  /** The id read from the slug (the text after the last hyphen), null when there is none. */
  memberId: string | null
  viewerId: string | null
  profile: FullProfile | null
  failure: ProfileFailure | null
  /** The realtime socket once the member's realtime module is up; null for visitors and until then. */
  socket: VisitSocket | null
}

export type ProfileEvent =
  | { type: 'profile.retry' }
  /** The member's socket became available (or changed): the visit frame can go. */
  | { type: 'socket.available'; socket: VisitSocket }

/** The input of the profile call. */
export interface LoadProfileInput {
  memberId: string | null
}
