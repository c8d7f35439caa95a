import { describe, expect, it } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { ApiError } from '../../api/errors'
import { statePaths } from '../../lib/state-paths'
import { PREFETCH_AT, swipeDeckMachine } from './swipe-deck.machine'
import { makeCard } from './swipe-deck.test-support'
import type { SwipeDeckEvent } from './swipe-deck.types'

const deck = ['1', '2', '3', '4', '5'].map((id) => makeCard(id))

// What the outside world can do: the member's choices and keys, and the server's answers.
const events = [
  { type: 'swipe.like' },
  { type: 'swipe.dislike' },
  { type: 'key.press', key: 'ArrowRight' },
  { type: 'key.press', key: 'ArrowLeft' },
  { type: 'deck.retry' },
  { type: 'match.dismiss' },
  { type: 'xstate.done.actor.loadProfiles', output: { profiles: deck, page: 1, exhausted: false } },
  { type: 'xstate.done.actor.loadProfiles', output: { profiles: [], page: 1, exhausted: true } },
  { type: 'xstate.error.actor.loadProfiles', error: new ApiError(0, '', 'GET /index_api/match') },
  { type: 'xstate.done.actor.sendSwipe', output: { isMatch: true } },
  { type: 'xstate.done.actor.sendSwipe', output: { isMatch: false } },
  { type: 'xstate.error.actor.sendSwipe', error: new ApiError(500, '', 'POST /index_api/match') },
] as AnyEventObject[] as SwipeDeckEvent[]

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
    serializeState: ({ value, context }) =>
      JSON.stringify([
        value,
        Math.min(context.profiles.length, PREFETCH_AT + 1),
        Math.min(context.outbox.length, 2),
        Math.min(context.matches.length, 2),
      ]),
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
