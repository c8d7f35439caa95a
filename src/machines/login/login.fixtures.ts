/**
 * Sample data for the login machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */
import type { SnapshotFrom } from 'xstate'
import { LoginError } from '../../api/errors'
import { definePathFixtures } from '../../lib/path-fixtures'
import { loginMachine } from './login.machine'

/** Values that make every guard go both ways; invoke results stand for the server's answers. */
export const events = [
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

// What tells two states of one value apart: the context the guards read.
export const serializeState = ({ value, context }: SnapshotFrom<typeof loginMachine>) =>
  JSON.stringify([value, Boolean(context.login), Boolean(context.password), Boolean(context.email)])

export const pathFixtures = definePathFixtures(loginMachine, [{ events: events as never, serializeState }])
