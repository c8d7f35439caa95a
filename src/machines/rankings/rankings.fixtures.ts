/**
 * Sample data for the rankings machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import { definePathFixtures } from '../../lib/path-fixtures'
import { makeCard } from '../profile/profile.test-support'
import { rankingsMachine } from './rankings.machine'
import type { RankingsEvent } from './rankings.types'

export const events = [
  { type: 'page.goto', page: 2 },
  { type: 'sex.change', sex: '1' },
  { type: 'rankings.retry' },
  { type: 'xstate.done.actor.loadRanking', output: { profiles: [makeCard(1)], pageCount: 3 } },
  { type: 'xstate.done.actor.loadRanking', output: { profiles: [], pageCount: 0 } },
  { type: 'xstate.error.actor.loadRanking', error: new Error('down') },
] as AnyEventObject[] as RankingsEvent[]

export const input = { sex: '2' }

// What tells two states of one value apart: the context the guards read.
export const serializeState = (s: SnapshotFrom<typeof rankingsMachine>) =>
  JSON.stringify([s.value, s.context.sex, s.context.page, s.context.pageCount])

export const pathFixtures = definePathFixtures(rankingsMachine, [{ events, input, serializeState }])
