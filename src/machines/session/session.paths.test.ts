import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { ApiError, SessionExpiredError } from '../../api/errors'
import { statePaths } from '../../lib/state-paths'
import { sessionMachine } from './session.machine'
import { makeUser } from './session.test-support'

const dead = new SessionExpiredError('GET /index_api/user')
const offline = new ApiError(0, '', 'GET /index_api/user')

// Every event the machine can receive, including its actors' answers (by invoke id), so the
// traversal can walk every transition without running anything.
const events = [
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

describe('session machine paths', () => {
  it('reaches every state, from a stored login with a token and from none', () => {
    const reached = new Set<string>()
    for (const storedLogin of [{ user_id: '10001', session_id: 'old', token_login: 'tok' }, null]) {
      const paths = getShortestPaths(sessionMachine, {
        input: { storedLogin },
        events,
        serializeState: (snapshot) => JSON.stringify(snapshot.value),
      })
      for (const path of paths) {
        for (const id of path.state._nodes.map((n) => n.path.join('.'))) if (id) reached.add(id)
      }
    }
    const all = statePaths(sessionMachine).filter((p) => p !== 'booting')
    expect(all.length).toBeGreaterThan(5)
    expect(all.filter((p) => !reached.has(p))).toEqual([])
  })

  it('walks the shortest path to a silent relogin: one dead lookup', () => {
    const paths = getShortestPaths(sessionMachine, {
      input: { storedLogin: { user_id: '10001', session_id: 'old', token_login: 'tok' } },
      events,
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
      toState: (snapshot) => snapshot.matches('relogging'),
    })
    expect(paths.length).toBeGreaterThan(0)
    const shortest = paths.sort((a, b) => a.steps.length - b.steps.length)[0]!
    expect(shortest.steps.map((s) => s.event.type)).toEqual(['xstate.init', 'xstate.error.actor.lookup'])
  })
})
