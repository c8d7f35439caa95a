/**
 * Sample data for the online members machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import { definePathFixtures } from '../../lib/path-fixtures'
import { onlineMembersMachine } from './online-members.machine'
import { sampleOnlineMembers } from './online-members.test-support'
import type { OnlineMembersEvent } from './online-members.types'

export const afterEvent = (id: string) =>
  onlineMembersMachine.getStateNodeById(id).after[0]?.eventType as string
export const dwellElapsed = afterEvent('onlineMembers.rotating.playing')
export const slideEnded = afterEvent('onlineMembers.rotating.sliding')

// The member's events, the timers and the call's answers.
export const events = [
  { type: 'pointer.enter' },
  { type: 'pointer.leave' },
  { type: 'focus.enter' },
  { type: 'focus.leave' },
  { type: 'rotation.toggle' },
  { type: 'slide.next' },
  { type: 'slide.previous' },
  { type: 'slide.show', index: 3 },
  { type: 'members.retry' },
  { type: dwellElapsed },
  { type: slideEnded },
  { type: 'xstate.done.actor.fetchOnlineMembers', output: sampleOnlineMembers(12) },
  { type: 'xstate.done.actor.fetchOnlineMembers', output: sampleOnlineMembers(4) },
  { type: 'xstate.done.actor.fetchOnlineMembers', output: [] },
  { type: 'xstate.error.actor.fetchOnlineMembers', error: new Error('down') },
] as AnyEventObject[] as OnlineMembersEvent[]

// What tells two states of one value apart: the context the guards read.
export const serializeState = (s: SnapshotFrom<typeof onlineMembersMachine>) => {
  const { hovered, focused, userPaused, members, position } = s.context
  return JSON.stringify([s.value, hovered, focused, userPaused, members.length, position])
}

export const pathFixtures = definePathFixtures(onlineMembersMachine, [{ events, serializeState }])
