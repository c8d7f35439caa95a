import { describe, expect, it } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { ApiError } from '../../api/errors'
import { statePaths } from '../../lib/state-paths'
import { MemberNotFoundError } from './profile.actors'
import { profileMachine } from './profile.machine'
import { makeFullProfile } from './profile.test-support'
import type { ProfileEvent } from './profile.types'

function activePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
    prefix + key,
    ...activePaths(child, `${prefix}${key}.`),
  ])
}

const socket = { send: () => {} }
const events = [
  { type: 'profile.retry' },
  { type: 'socket.available', socket },
  { type: 'xstate.done.actor.loadProfile', output: makeFullProfile({ id: '20042' }) },
  { type: 'xstate.done.actor.loadProfile', output: makeFullProfile({ id: '10001' }) },
  { type: 'xstate.error.actor.loadProfile', error: new MemberNotFoundError('none') },
  { type: 'xstate.error.actor.loadProfile', error: new ApiError(500, '', 'GET /index_api/user') },
] as AnyEventObject[] as ProfileEvent[]

describe('profile machine paths', () => {
  const paths = getShortestPaths(profileMachine, {
    events,
    input: { slug: 'sophie-20042', viewerId: '10001' },
    serializeState: (s) => JSON.stringify([s.value, s.context.profile?.id, s.context.socket !== null]),
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
