import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { afterEvent, events, input, serializeState } from './ads.fixtures'
import { adsMachine } from './ads.machine'

function activePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
    prefix + key,
    ...activePaths(child, `${prefix}${key}.`),
  ])
}

describe('ads paths', () => {
  const paths = getShortestPaths(adsMachine, {
    events,
    input,
    serializeState,
  })

  it('uses named delays', () => {
    expect(afterEvent('ready')).toBe('xstate.after.adsFreshness.ads.ready')
    expect(afterEvent('ready.showing')).toBe('xstate.after.visibilityRecheck.ads.ready.showing')
    expect(afterEvent('failed')).toBe('xstate.after.adsFreshness.ads.failed')
  })

  it('reaches every state', () => {
    const reached = new Set(paths.flatMap((path) => activePaths(path.state.value)))
    expect([...reached].sort()).toEqual(statePaths(adsMachine.root).sort())
  })

  it('reads again only after the freshness delay', () => {
    const again = paths.find(
      (path) =>
        path.state.matches('loading') && path.steps.some((s) => s.event.type.startsWith('xstate.done')),
    )
    expect(again?.steps.map((step) => step.event.type).slice(-2)).toEqual([
      'xstate.done.actor.fetchAds',
      'xstate.after.adsFreshness.ads.ready',
    ])
  })
})
