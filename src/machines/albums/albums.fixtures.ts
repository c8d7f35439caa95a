/**
 * Sample data for the albums machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import { definePathFixtures } from '../../lib/path-fixtures'
import { makeCard } from '../profile/profile.test-support'
import { albumsMachine } from './albums.machine'
import type { AlbumsEvent } from './albums.types'

export const events = [
  { type: 'page.goto', page: 2 },
  { type: 'albums.retry' },
  { type: 'xstate.done.actor.loadAlbums', output: { profiles: [makeCard(1)], pageCount: 3, total: 30 } },
  { type: 'xstate.done.actor.loadAlbums', output: { profiles: [], pageCount: 0, total: 0 } },
  { type: 'xstate.error.actor.loadAlbums', error: new Error('down') },
] as AnyEventObject[] as AlbumsEvent[]

export const input = {}

// What tells two states of one value apart: the context the guards read.
export const serializeState = (s: SnapshotFrom<typeof albumsMachine>) =>
  JSON.stringify([s.value, s.context.page, s.context.pageCount])

export const pathFixtures = definePathFixtures(albumsMachine, [{ events, input, serializeState }])
