import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { debounceElapsed, events, input, serializeState } from './complete-profile.fixtures'
import { completeProfileMachine } from './complete-profile.machine'

function activePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
    prefix + key,
    ...activePaths(child, `${prefix}${key}.`),
  ])
}

describe('complete-profile machine paths', () => {
  const paths = getShortestPaths(completeProfileMachine, {
    events,
    input,
    serializeState,
  })
  const reached = new Set(paths.flatMap((path) => activePaths(path.state.value)))

  it('has the debounce as a named delay', () => {
    expect(debounceElapsed).toBe('xstate.after.cityDebounce.completeProfile.editing.debouncing')
  })

  it('reaches every state', () => {
    expect([...reached].sort()).toEqual(statePaths(completeProfileMachine.root).sort())
  })

  it('reaches done only through a submit of a valid form', () => {
    const toDone = paths.filter((p) => p.state.matches('done'))
    expect(toDone.length).toBeGreaterThan(0)
    for (const path of toDone) {
      const types = path.steps.map((step) => step.event.type)
      expect(types).toContain('form.submit')
      expect(types).toContain('city.selected')
      expect(types).toContain('xstate.done.actor.saveProfile')
    }
  })
})
