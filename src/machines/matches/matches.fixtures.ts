/**
 * Sample data for the matches machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import { definePathFixtures } from '../../lib/path-fixtures'
import { makeCard } from '../swipe-deck/swipe-deck.test-support'
import { matchesMachine } from './matches.machine'
import type { MatchesEvent } from './matches.types'

export const events = [
  { type: 'matches.retry' },
  { type: 'matches.refresh' },
  { type: 'xstate.done.actor.loadMatches', output: [makeCard('1')] },
  { type: 'xstate.error.actor.loadMatches', error: new Error('offline') },
] as AnyEventObject[] as MatchesEvent[]

// What tells two states of one value apart: the context the guards read.
export const serializeState = ({ value, context }: SnapshotFrom<typeof matchesMachine>) =>
  JSON.stringify([value, context.matches.length, context.error])

export const pathFixtures = definePathFixtures(matchesMachine, [{ events, serializeState }])
