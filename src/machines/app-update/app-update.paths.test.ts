import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { byValue, events, input } from './app-update.fixtures'
import { appUpdateMachine } from './app-update.machine'

describe('app-update machine paths', () => {
  const paths = getShortestPaths(appUpdateMachine, { input, events, ...byValue })
  const reached = new Set<string>()
  for (const path of paths) {
    for (const node of path.state._nodes) {
      const id = node.path.join('.')
      if (id) reached.add(id)
    }
  }
  const eventsTo = (worker: string, network = 'online') =>
    paths
      .find((path) => path.state.matches({ worker, network } as never))
      ?.steps.map((step) => step.event.type)
      .filter((type: string) => type !== 'xstate.init')

  it('reaches every state', () => {
    const all = statePaths(appUpdateMachine.root)
    expect(all).toEqual([
      'worker',
      'worker.registering',
      'worker.clearingOnceRegistered',
      'worker.unsupported',
      'worker.idle',
      'worker.updateAvailable',
      'worker.reloading',
      'worker.failed',
      'worker.clearing',
      'worker.cleared',
      'network',
      'network.online',
      'network.offline',
      'network.verifying',
      'network.unreachable',
      'network.unreachable.waiting',
      'network.unreachable.probing',
    ])
    expect(all.filter((p) => !reached.has(p))).toEqual([])
  })

  it('offers a reload only while a new version waits', () => {
    for (const path of paths) {
      const offered = path.state.can({ type: 'update.reload' })
      expect(offered, JSON.stringify(path.state.value)).toBe(
        path.state.matches({ worker: 'updateAvailable' }),
      )
    }
  })

  it('takes the shortest ways: a waiting version is one report away, the clean-up one logout away', () => {
    expect(eventsTo('updateAvailable')).toEqual(['worker.updateReady'])
    // A logout during the registration waits for it: the clean-up is two steps away either way.
    expect(eventsTo('clearingOnceRegistered')).toEqual(['session.loggedOut'])
    expect(eventsTo('clearing')).toHaveLength(2)
    expect(eventsTo('clearing')).toContain('session.loggedOut')
    expect(eventsTo('cleared')?.at(-1)).toBe('xstate.done.actor.0.appUpdate.worker.clearing')
    expect(eventsTo('registering', 'offline')).toEqual(['network.offline'])
  })
})
