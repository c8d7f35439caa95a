/**
 * Sample data for the swipe deck machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import { ApiError } from '../../api/errors'
import { definePathFixtures } from '../../lib/path-fixtures'
import { PREFETCH_AT, swipeDeckMachine } from './swipe-deck.machine'
import { makeCard } from './swipe-deck.test-support'
import type { SwipeDeckEvent } from './swipe-deck.types'

export const deck = ['1', '2', '3', '4', '5'].map((id) => makeCard(id))

// What the outside world can do: the member's choices and keys, and the server's answers.
export const events = [
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

// What tells two states of one value apart: the context the guards read.
export const serializeState = ({ value, context }: SnapshotFrom<typeof swipeDeckMachine>) =>
  JSON.stringify([
    value,
    Math.min(context.profiles.length, PREFETCH_AT + 1),
    Math.min(context.outbox.length, 2),
    Math.min(context.matches.length, 2),
  ])

export const pathFixtures = definePathFixtures(swipeDeckMachine, [{ events, serializeState }])
