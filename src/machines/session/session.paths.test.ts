import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { events } from './session.fixtures'
import { sessionMachine } from './session.machine'

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
