import type { MemberSummary } from '../../api/models/profile'

/** A member in the carousel: the summary line of spec section 3, and whether the photo is blurred. */
export interface OnlineMember extends MemberSummary {
  /** The viewer may not see this photo sharp (photo_x 'blur' for members who are not premium). */
  blurred: boolean
}

/** Why the row could not be shown; the view translates it. */
export type OnlineMembersErrorCode = 'loadFailed'

export interface OnlineMembersContext {
  /** How many to fetch (spec section 9: 24). */
  limit: number
  members: OnlineMember[]
  /**
   * The track slot shown first. The track holds the members three times; at rest the position is in
   * the middle copy [n, 2n), so one step either way always has a slide to move to, and after each
   * slide it jumps back to the same picture in the middle copy without animation (the loop).
   */
  position: number
  /** The pointer is over the slides. */
  hovered: boolean
  /** Keyboard focus is inside the slides. */
  focused: boolean
  /** The member pressed pause (or asked for less motion): no rotation until they press play. */
  userPaused: boolean
  error: OnlineMembersErrorCode | null
}

export interface OnlineMembersInput {
  limit?: number
  /** False when the member prefers reduced motion: the row starts paused. True by default. */
  autoplay?: boolean
}

export type OnlineMembersEvent =
  | { type: 'pointer.enter' }
  | { type: 'pointer.leave' }
  | { type: 'focus.enter' }
  | { type: 'focus.leave' }
  /** The pause / play button. */
  | { type: 'rotation.toggle' }
  | { type: 'slide.next' }
  | { type: 'slide.previous' }
  /** Keyboard focus reached member `index`: bring it to the front so it is visible. */
  | { type: 'slide.show'; index: number }
  | { type: 'members.retry' }
