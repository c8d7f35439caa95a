/**
 * Sample data for the session machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */
import { ApiError, SessionExpiredError } from '../../api/errors'
import { definePathFixtures } from '../../lib/path-fixtures'
import { sessionMachine } from './session.machine'
import { makeUser } from './session.test-support'

export const dead = new SessionExpiredError('GET /index_api/user')
export const offline = new ApiError(0, '', 'GET /index_api/user')

// Every event the machine can receive, including its actors' answers (by invoke id), so the
// traversal can walk every transition without running anything.
export const events = [
  { type: 'session.signedIn', result: { userId: '7', sessionId: 's7', tokenLogin: 't7' } },
  { type: 'session.logout' },
  { type: 'session.refresh' },
  { type: 'session.expired' },
  { type: 'session.retry' },
  { type: 'session.storageChanged', login: null },
  { type: 'session.storageChanged', login: { user_id: '9', session_id: 'other' } },
  { type: 'xstate.done.actor.lookup', output: makeUser() },
  { type: 'xstate.error.actor.lookup', error: dead },
  { type: 'xstate.error.actor.lookup', error: offline },
  { type: 'xstate.done.actor.relogin', output: { userId: '10001', sessionId: 'new' } },
  { type: 'xstate.error.actor.relogin', error: new Error('refused') },
  { type: 'xstate.done.actor.refresh', output: makeUser() },
  { type: 'xstate.error.actor.refresh', error: dead },
  { type: 'xstate.error.actor.refresh', error: offline },
  { type: 'xstate.done.actor.serverLogout' },
  { type: 'xstate.error.actor.serverLogout', error: offline },
  { type: 'xstate.after.lookupRetry.session.unavailable' },
] as never[]

const byValue = (snapshot: { value: unknown }) => JSON.stringify(snapshot.value)

export const pathFixtures = definePathFixtures(sessionMachine, [
  {
    name: 'a stored login with a token',
    input: { storedLogin: { user_id: '10001', session_id: 'old', token_login: 'tok' } },
    events,
    serializeState: byValue,
  },
  { name: 'no stored login', input: { storedLogin: null }, events, serializeState: byValue },
  // Without a token a dead session cannot relog in: it ends as a visitor.
  {
    name: 'a stored login without a token',
    input: { storedLogin: { user_id: '10001', session_id: 'old' } },
    events: [...events, { type: 'session.expired', sessionId: 'replaced' }] as never[],
    serializeState: byValue,
  },
])
