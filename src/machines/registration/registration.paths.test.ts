import { describe, expect, it } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { registrationMachine } from './registration.machine'
import { NEW_MEMBER } from './registration.test-support'
import type { RegistrationEvent } from './registration.types'

// What the outside world can do: the member's events, and the answers of the two calls.
const events = [
  { type: 'email.change', value: 'lea@example.fr' },
  { type: 'password.change', value: 'secret1' },
  { type: 'nickname.change', value: 'Lea_75' },
  { type: 'terms.change', accepted: true },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.subscribe', output: NEW_MEMBER },
  { type: 'xstate.done.actor.subscribe', output: null },
  { type: 'xstate.error.actor.subscribe', error: new Error('refused') },
  { type: 'xstate.done.actor.login', output: NEW_MEMBER },
  { type: 'xstate.error.actor.login', error: new Error('refused') },
] as AnyEventObject[] as RegistrationEvent[]

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
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        s.context.acceptsTerms,
        s.context.email,
        s.context.password,
        s.context.nickname,
      ]),
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
