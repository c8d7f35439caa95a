import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { events, serializeState } from './login.fixtures'
import { loginMachine } from './login.machine'

describe('login paths', () => {
  // The state value plus what the guards read: the whole context would multiply the graph.
  const paths = getShortestPaths(loginMachine, {
    events: events as never,
    serializeState,
  })
  const reached = paths.map((path) => path.state)

  it('reaches every state', () => {
    for (const state of statePaths(loginMachine.root)) {
      const value = state
        .split('.')
        .reduceRight<unknown>((inner, key) => (inner === undefined ? key : { [key]: inner }), undefined)
      expect(
        reached.some((snapshot) => snapshot.matches(value as never)),
        state,
      ).toBe(true)
    }
  })

  it('signs in by typing both fields, submitting and getting a session', () => {
    const done = paths.find((path) => path.state.matches('done'))
    expect(done?.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'field.change',
      'field.change',
      'login.submit',
      'xstate.done.actor.logIn',
    ])
  })

  it('confirms a reset by way of the forgot-password view', () => {
    const sent = paths.find((path) => path.state.matches({ forgotPassword: 'sent' }))
    const types = sent?.steps.map((step) => step.event.type) ?? []
    expect(types).toHaveLength(5)
    expect(types).toContain('forgotPassword.show')
    expect(types.slice(-2)).toEqual(['forgotPassword.submit', 'xstate.done.actor.requestPasswordReset'])
  })
})
