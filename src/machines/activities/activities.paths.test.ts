import { describe, expect, it } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { ActivityKind } from '../../api/models/social'
import { statePaths } from '../../lib/state-paths'
import { makeActivity } from '../swipe-deck/swipe-deck.test-support'
import { activitiesMachine } from './activities.machine'
import type { ActivitiesEvent } from './activities.types'

const events = [
  { type: 'activities.retry' },
  { type: 'xstate.done.actor.loadActivities', output: [makeActivity('1', ActivityKind.Visited)] },
  { type: 'xstate.error.actor.loadActivities', error: new Error('offline') },
] as AnyEventObject[] as ActivitiesEvent[]

describe('activities machine paths', () => {
  const paths = getShortestPaths(activitiesMachine, { events })

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)))
    expect([...reached].sort()).toEqual(statePaths(activitiesMachine.root).sort())
  })

  it('shows the feed after one read', () => {
    const loaded = paths.find((path) => path.state.matches('loaded'))
    expect(loaded?.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'xstate.done.actor.loadActivities',
    ])
  })
})
