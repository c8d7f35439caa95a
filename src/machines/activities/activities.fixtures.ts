/**
 * Sample data for the activities machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */
import type { AnyEventObject } from 'xstate'
import { ActivityKind } from '../../api/models/social'
import { definePathFixtures } from '../../lib/path-fixtures'
import { makeActivity } from '../swipe-deck/swipe-deck.test-support'
import { activitiesMachine } from './activities.machine'
import type { ActivitiesEvent } from './activities.types'

export const events = [
  { type: 'activities.retry' },
  { type: 'xstate.done.actor.loadActivities', output: [makeActivity('1', ActivityKind.Visited)] },
  { type: 'xstate.error.actor.loadActivities', error: new Error('offline') },
] as AnyEventObject[] as ActivitiesEvent[]

export const pathFixtures = definePathFixtures(activitiesMachine, [{ events }])
