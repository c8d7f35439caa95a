/**
 * Sample data for the visitors machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import { ActivityKind } from '../../api/models/social'
import { definePathFixtures } from '../../lib/path-fixtures'
import { makeActivity } from '../swipe-deck/swipe-deck.test-support'
import { visitorsMachine } from './visitors.machine'
import type { VisitorsEvent } from './visitors.types'

export const events = [
  { type: 'tab.select', tab: 'visits' },
  { type: 'tab.select', tab: 'votes' },
  { type: 'page.go', page: 2 },
  { type: 'guests.retry' },
  {
    type: 'xstate.done.actor.loadGuests',
    output: { guests: [makeActivity('1', ActivityKind.Visited)], pageCount: 2, total: 13 },
  },
  { type: 'xstate.error.actor.loadGuests', error: new Error('offline') },
] as AnyEventObject[] as VisitorsEvent[]

export const input = {}

// What tells two states of one value apart: the context the guards read.
export const serializeState = ({ value, context }: SnapshotFrom<typeof visitorsMachine>) =>
  JSON.stringify(
    [value, context.tab, context.lists.visits, context.lists.votes].map((x) => JSON.stringify(x)),
  )

export const pathFixtures = definePathFixtures(visitorsMachine, [{ events, input, serializeState }])
