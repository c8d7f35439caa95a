import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { events } from './wall.fixtures'
import { wallMachine } from './wall.machine'

describe('wall machine paths', () => {
  const paths = getShortestPaths(wallMachine, { events })

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)))
    expect([...reached].sort()).toEqual(statePaths(wallMachine.root).sort())
  })

  it('loads after a failure only through a retry', () => {
    const failed = paths.find((path) => path.state.matches('failed'))
    expect(failed?.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'xstate.error.actor.loadWall',
    ])
  })
})
