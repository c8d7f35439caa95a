/** The only way views read the online-members machine. Each returns a primitive or a kept reference. */
import type { SnapshotFrom } from 'xstate'
import type { onlineMembersMachine } from './online-members.machine'
import type { OnlineMember, OnlineMembersErrorCode } from './online-members.types'

type Snapshot = SnapshotFrom<typeof onlineMembersMachine>

export type OnlineMembersStatus = 'loading' | 'failed' | 'empty' | 'ready'

export const selectStatus = (s: Snapshot): OnlineMembersStatus => {
  if (s.matches('loading')) return 'loading'
  if (s.matches('failed')) return 'failed'
  if (s.matches('empty')) return 'empty'
  return 'ready'
}
export const selectMembers = (s: Snapshot): OnlineMember[] => s.context.members
export const selectError = (s: Snapshot): OnlineMembersErrorCode | null => s.context.error
/** The row loops (more members than it shows): the track repeats them and the controls appear. */
export const selectIsLooping = (s: Snapshot): boolean => s.matches('rotating')
/** The track slot shown first (see the machine's context). */
export const selectPosition = (s: Snapshot): number => s.context.position
/** The track is moving: the view animates the change of position (1000 ms). */
export const selectIsSliding = (s: Snapshot): boolean => s.matches({ rotating: 'sliding' })
/** The member wants it to turn (the pause button shows "pause"); hover or focus may still hold it. */
export const selectIsRotationOn = (s: Snapshot): boolean => s.matches('rotating') && !s.context.userPaused
/** It is turning by itself right now: screen readers then hear nothing (aria-live off). */
export const selectIsAutoRotating = (s: Snapshot): boolean =>
  s.matches({ rotating: 'playing' }) || s.matches({ rotating: 'sliding' })
/** The member at the front (0-based), for "3 sur 24". */
export const selectCurrentIndex = (s: Snapshot): number => {
  const count = s.context.members.length
  return count === 0 ? 0 : (((s.context.position - count) % count) + count) % count
}
