/**
 * Sample data for the ads machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import { definePathFixtures } from '../../lib/path-fixtures'
import { adsMachine } from './ads.machine'
import { adsWith, VIEWER } from './ads.test-support'
import type { AdsEvent } from './ads.types'

export const afterEvent = (path: string) =>
  adsMachine.getStateNodeById(`ads.${path}`).after[0]?.eventType as string

export const events = [
  { type: 'viewer.change', viewer: { ...VIEWER, gender: '1' } },
  { type: 'xstate.done.actor.fetchAds', output: adsWith({}) },
  { type: 'xstate.error.actor.fetchAds', error: new Error('down') },
  { type: afterEvent('ready') },
  { type: afterEvent('ready.showing') },
  { type: afterEvent('failed') },
] as AnyEventObject[] as AdsEvent[]

export const input = { viewer: VIEWER }

// What tells two states of one value apart: the context the guards read.
export const serializeState = (s: SnapshotFrom<typeof adsMachine>) =>
  JSON.stringify([s.value, s.context.ads !== null, s.context.viewer.gender])

export const pathFixtures = definePathFixtures(adsMachine, [{ events, input, serializeState }])
