import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { events, machine, NOW, serializeState } from './notifications.fixtures'
import { sampleNotifications } from './notifications.test-support'

describe('notifications machine paths', () => {
  it('reaches every state', () => {
    const reached = new Set<string>()
    for (const path of getShortestPaths(machine, { input: { userId: '10001' }, events, serializeState })) {
      for (const id of path.state._nodes.map((n) => n.path.join('.'))) if (id) reached.add(id)
    }
    const all = statePaths(machine.root)
    expect(all).toEqual([
      'panel',
      'panel.closed',
      'panel.open',
      'panel.open.list',
      'panel.open.settings',
      'server',
      'server.waiting',
      'server.reading',
      'server.synced',
      'server.failed',
    ])
    // The server's answer and failure come from its actor, which the synchronous traversal cannot
    // wait for: the machine tests reach `synced` and `failed` (notifications.server-sync.test.ts).
    expect(all.filter((p) => !reached.has(p))).toEqual(['server.synced', 'server.failed'])
  })

  it('walks the shortest path to the mute switches: open the list, then its settings', () => {
    const paths = getShortestPaths(machine, {
      input: { userId: '10001' },
      events,
      serializeState,
      toState: (snapshot) => snapshot.matches({ panel: { open: 'settings' } }),
    })
    const shortest = paths.sort((a, b) => a.steps.length - b.steps.length)[0]
    expect(shortest?.steps.map((s) => s.event.type)).toEqual([
      'xstate.init',
      'panel.open',
      'panel.showSettings',
    ])
  })

  it('walks back to closed by opening a notification from the open list', () => {
    const paths = getShortestPaths(machine, {
      input: { userId: '10001' },
      events: events.filter((e: { type: string }) => e.type !== 'panel.close'),
      serializeState,
      fromState: machine.resolveState({
        value: { panel: { open: 'list' }, server: 'synced' },
        context: {
          userId: '10001',
          notifications: sampleNotifications(NOW),
          mutedTypes: [],
          toastIds: [],
          toastedIds: [],
          removedIds: [],
          openChatWith: null,
          readUpTo: {},
        },
      }),
      toState: (snapshot) => snapshot.matches({ panel: 'closed' }),
    })
    const shortest = paths.sort((a, b) => a.steps.length - b.steps.length)[0]
    expect(shortest?.steps.at(-1)?.event.type).toBe('notification.open')
  })
})
