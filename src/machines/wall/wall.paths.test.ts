import { describe, expect, it } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { emptyWall, wallMachine } from './wall.machine'
import type { WallEvent } from './wall.types'

const events = [
  { type: 'wall.retry' },
  { type: 'xstate.done.actor.loadWall', output: emptyWall() },
  { type: 'xstate.error.actor.loadWall', error: new Error('offline') },
] as AnyEventObject[] as WallEvent[]

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
