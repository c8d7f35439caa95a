import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { events, input, serializeState } from './profile.fixtures'
import { profileMachine } from './profile.machine'

function activePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
    prefix + key,
    ...activePaths(child, `${prefix}${key}.`),
  ])
}

describe('profile machine paths', () => {
  const paths = getShortestPaths(profileMachine, {
    events,
    input,
    serializeState,
  })
  const reached = new Set(paths.flatMap((path) => activePaths(path.state.value)))

  it('reaches every state', () => {
    expect([...reached].sort()).toEqual(statePaths(profileMachine.root).sort())
  })

  it('sends the visit after a load and a socket, in either order', () => {
    const sent = paths.filter((p) => p.state.matches({ loaded: 'visitSent' }))
    expect(sent.length).toBeGreaterThan(0)
    for (const path of sent) {
      const types = path.steps.map((step) => step.event.type)
      expect(types).toContain('socket.available')
      expect(types).toContain('xstate.done.actor.loadProfile')
    }
  })

  it('reaches the failure states only through the call’s errors', () => {
    for (const state of ['notFound', 'failed'] as const) {
      const path = paths.find((p) => p.state.matches(state))
      expect(path?.steps.at(-1)?.event.type).toBe('xstate.error.actor.loadProfile')
    }
  })
})
