import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { LoginError } from '../../api/errors'
import { statePaths } from '../../lib/state-paths'
import { loginMachine } from './login.machine'

/** Values that make every guard go both ways; invoke results stand for the server's answers. */
const events = [
  { type: 'field.change', field: 'login', value: 'julie' },
  { type: 'field.change', field: 'password', value: 'secret' },
  { type: 'field.change', field: 'email', value: 'julie@example.fr' },
  { type: 'rememberMe.change', checked: false },
  { type: 'login.submit' },
  { type: 'forgotPassword.show' },
  { type: 'forgotPassword.submit' },
  { type: 'forgotPassword.back' },
  { type: 'xstate.done.actor.logIn', output: { userId: '1', sessionId: 's' } },
  { type: 'xstate.error.actor.logIn', error: new LoginError('POST /index_api/login', 'Refusé') },
  { type: 'xstate.done.actor.requestPasswordReset', output: undefined },
  { type: 'xstate.error.actor.requestPasswordReset', error: new Error('offline') },
] as const

describe('login paths', () => {
  // The state value plus what the guards read: the whole context would multiply the graph.
  const paths = getShortestPaths(loginMachine, {
    events: events as never,
    serializeState: ({ value, context }) =>
      JSON.stringify([value, Boolean(context.login), Boolean(context.password), Boolean(context.email)]),
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
