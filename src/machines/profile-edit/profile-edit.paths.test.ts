import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { debounceElapsed, events, serializeState } from './profile-edit.fixtures'
import { profileEditMachine } from './profile-edit.machine'
import { MEMBER_PROFILE } from './profile-edit.test-support'

function activePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
    prefix + key,
    ...activePaths(child, `${prefix}${key}.`),
  ])
}

describe('profile-edit paths', () => {
  const paths = getShortestPaths(profileEditMachine, {
    events,
    input: MEMBER_PROFILE,
    serializeState,
  })
  const reached = new Set(paths.flatMap((path) => activePaths(path.state.value)))

  it('has the city debounce as a named delay', () => {
    expect(debounceElapsed).toBe('xstate.after.cityDebounce.profileEdit.editing.debouncing')
  })

  it('reaches every state', () => {
    expect([...reached].sort()).toEqual(statePaths(profileEditMachine.root).sort())
  })

  it('saves only after a change and a submit', () => {
    const saving = paths.filter((path) => path.state.matches('saving'))
    expect(saving.length).toBeGreaterThan(0)
    for (const path of saving) {
      const types = path.steps.map((step) => step.event.type)
      expect(types.at(-1)).toBe('form.submit')
      expect(
        types.some((type) => type === 'field.change' || type === 'list.toggle' || type.startsWith('city.')),
      ).toBe(true)
    }
  })
})
