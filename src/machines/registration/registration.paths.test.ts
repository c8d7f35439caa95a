import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { events, serializeState } from './registration.fixtures'
import { registrationMachine } from './registration.machine'

/** Every active state path of a snapshot value: { submitting: 'loggingIn' } → ['submitting', 'submitting.loggingIn']. */
function activePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
    prefix + key,
    ...activePaths(child, `${prefix}${key}.`),
  ])
}

describe('registration machine paths', () => {
  const paths = getShortestPaths(registrationMachine, {
    events,
    // A snapshot is its state and its values (one sample each); errors and flags follow from them.
    serializeState,
  })
  const reached = new Set(paths.flatMap((path) => activePaths(path.state.value)))

  it('reaches every state', () => {
    expect([...reached].sort()).toEqual(statePaths(registrationMachine.root).sort())
  })

  it('reaches done by subscribing, or by subscribing then logging in', () => {
    const toDone = paths.filter((p) => p.state.matches('done'))
    expect(toDone.length).toBeGreaterThan(0)
    const eventTypes = (p: (typeof paths)[number]): string[] => p.steps.map((step) => step.event.type)
    expect(toDone.some((p) => eventTypes(p).includes('xstate.done.actor.subscribe'))).toBe(true)
    const loggingIn = paths.find((p) => p.state.matches({ submitting: 'loggingIn' }))
    expect(loggingIn && eventTypes(loggingIn)).toContain('form.submit')
  })
})
