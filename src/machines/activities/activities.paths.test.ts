import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { events } from './activities.fixtures'
import { activitiesMachine } from './activities.machine'

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
