import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { events, serializeState } from './swipe-deck.fixtures'
import { swipeDeckMachine } from './swipe-deck.machine'

function activePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
    prefix + key,
    ...activePaths(child, `${prefix}${key}.`),
  ])
}

describe('swipe-deck machine paths', () => {
  // The value plus what the guards read, in coarse steps, so the graph stays finite.
  const paths = getShortestPaths(swipeDeckMachine, {
    events,
    serializeState,
  })
  const reached = new Set(paths.flatMap((path) => activePaths(path.state.value)))

  it('reaches every state', () => {
    expect([...reached].sort()).toEqual(statePaths(swipeDeckMachine.root).sort())
  })

  it('shows a match after one read, one like and a mutual answer', () => {
    const toMatch = paths.find((path) => path.state.matches({ match: 'shown' }))
    expect(toMatch?.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'xstate.done.actor.loadProfiles',
      'swipe.like',
      'xstate.done.actor.sendSwipe',
    ])
  })

  it('reaches the empty deck only through an exhausted read', () => {
    const toEmpty = paths.filter((path) => path.state.matches({ cards: 'empty' }))
    expect(toEmpty.length).toBeGreaterThan(0)
    for (const path of toEmpty) {
      expect(path.state.matches({ refill: 'exhausted' })).toBe(true)
    }
  })
})
