/**
 * Sample data for the wall machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */
import type { AnyEventObject } from 'xstate'
import { definePathFixtures } from '../../lib/path-fixtures'
import { emptyWall, wallMachine } from './wall.machine'
import type { WallEvent } from './wall.types'

export const events = [
  { type: 'wall.retry' },
  { type: 'xstate.done.actor.loadWall', output: emptyWall() },
  { type: 'xstate.error.actor.loadWall', error: new Error('offline') },
] as AnyEventObject[] as WallEvent[]

export const pathFixtures = definePathFixtures(wallMachine, [{ events }])
