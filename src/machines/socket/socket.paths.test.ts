import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { byValue, drop, events, input, retryAfterBackoff, sharedInput, tabs } from './socket.fixtures'
import { socketMachine } from './socket.machine'

describe('socket machine paths', () => {
  it('reaches every state', () => {
    const paths = [
      ...getShortestPaths(socketMachine, { input, events, ...byValue }),
      // Shared between tabs: following another tab's socket, until this one is elected.
      ...getShortestPaths(socketMachine, {
        input: sharedInput,
        events: [...events, ...tabs] as never[],
        ...byValue,
      }),
    ]
    const reached = new Set<string>()
    for (const path of paths) {
      for (const node of path.state._nodes) {
        const id = node.path.join('.')
        if (id) reached.add(id)
      }
    }
    const all = statePaths(socketMachine.root)
    expect(all).toEqual([
      'starting',
      'following',
      'following.connecting',
      'following.connected',
      'following.error',
      'following.disconnected',
      'live',
      'live.connecting',
      'live.connecting.opening',
      'live.connecting.authenticating',
      'live.connected',
      'reconnecting',
      'error',
      'disconnected',
      'disconnected.closed',
      'disconnected.loggedOut',
    ])
    // `starting` only decides, at once, whether this tab follows or leads: no snapshot rests there.
    expect(all.filter((p) => !reached.has(p))).toEqual(['starting'])
  })

  it('is connected only after the socket opened and the server said auth_ok', () => {
    const paths = getShortestPaths(socketMachine, {
      input,
      events,
      ...byValue,
      toState: (snapshot) => snapshot.matches({ live: 'connected' }),
    })
    const shortest = paths.sort((a, b) => a.steps.length - b.steps.length)[0]!
    expect(shortest.steps.map((s) => s.event.type)).toEqual([
      'xstate.init',
      'socket.opened',
      'socket.authenticated',
    ])
  })

  it('shared, a tab follows until it is elected, then opens its own socket', () => {
    const paths = getShortestPaths(socketMachine, {
      input: sharedInput,
      events: [...events, ...tabs] as never[],
      ...byValue,
      toState: (snapshot) => snapshot.matches({ live: 'connected' }),
    })
    const shortest = paths.sort((a, b) => a.steps.length - b.steps.length)[0]!
    expect(shortest.steps.map((s) => s.event.type)).toEqual([
      'xstate.init',
      'tabs.elected',
      'socket.opened',
      'socket.authenticated',
    ])
  })

  it('reaches error through drops alone only after five reconnect attempts', () => {
    const paths = getShortestPaths(socketMachine, {
      input,
      // Only drops and waiting: no refused session, no failing constructor, no timeout.
      events: [drop, retryAfterBackoff] as never[],
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.reconnectAttempts]),
      toState: (snapshot) => snapshot.matches('error'),
    })
    const shortest = paths.sort((a, b) => a.steps.length - b.steps.length)[0]!
    const types = shortest.steps.map((s) => s.event.type)
    expect(types.filter((t) => t === 'socket.closed')).toHaveLength(6)
    expect(types.filter((t) => t === retryAfterBackoff.type)).toHaveLength(5)
    expect(shortest.state.context.reconnectAttempts).toBe(5)
  })
})
