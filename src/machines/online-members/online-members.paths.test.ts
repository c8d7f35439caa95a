import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { dwellElapsed, events, serializeState, slideEnded } from './online-members.fixtures'
import { onlineMembersMachine } from './online-members.machine'

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
    serializeState,
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
