import { describe, expect, it } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { onlineMembersMachine } from './online-members.machine'
import { sampleOnlineMembers } from './online-members.test-support'
import type { OnlineMembersEvent } from './online-members.types'

const afterEvent = (id: string) => onlineMembersMachine.getStateNodeById(id).after[0]?.eventType as string
const dwellElapsed = afterEvent('onlineMembers.rotating.playing')
const slideEnded = afterEvent('onlineMembers.rotating.sliding')

// The member's events, the timers and the call's answers.
const events = [
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

function activePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
    prefix + key,
    ...activePaths(child, `${prefix}${key}.`),
  ])
}

describe('online-members machine paths', () => {
  const paths = getShortestPaths(onlineMembersMachine, {
    events,
    serializeState: (s) => {
      const { hovered, focused, userPaused, members, position } = s.context
      return JSON.stringify([s.value, hovered, focused, userPaused, members.length, position])
    },
  })
  const reached = new Set(paths.flatMap((path) => activePaths(path.state.value)))

  it('has the timings as named delays', () => {
    expect(dwellElapsed).toBe('xstate.after.dwell.onlineMembers.rotating.playing')
    expect(slideEnded).toBe('xstate.after.slideDuration.onlineMembers.rotating.sliding')
  })

  it('reaches every state', () => {
    expect([...reached].sort()).toEqual(statePaths(onlineMembersMachine.root).sort())
  })

  it('slides by itself only after the still time', () => {
    const sliding = paths.find((p) => p.state.matches({ rotating: 'sliding' }))
    const types = sliding?.steps.map((s) => s.event.type)
    expect(types?.[1]).toBe('xstate.done.actor.fetchOnlineMembers')
    expect(types?.at(-1)).toMatch(/^(slide\.(next|previous)|xstate\.after\.dwell\..*)$/)
  })

  it('pauses by hover, focus or the button', () => {
    // Paths whose last step went from `playing` to `paused` (a slide under way finishes first).
    const entered = paths.filter((p) => {
      const before = p.steps.at(-2)?.state
      return p.state.matches({ rotating: 'paused' }) && before?.matches({ rotating: 'playing' })
    })
    const causes = new Set(entered.map((p) => p.steps.at(-1)?.event.type))
    expect(causes).toEqual(new Set(['pointer.enter', 'focus.enter', 'rotation.toggle']))
  })
})
