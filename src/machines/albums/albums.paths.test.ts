import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { events, input, serializeState } from './albums.fixtures'
import { albumsMachine } from './albums.machine'

describe('albums machine paths', () => {
  const paths = getShortestPaths(albumsMachine, {
    events,
    input,
    serializeState,
  })

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)))
    expect([...reached].sort()).toEqual(statePaths(albumsMachine.root).sort())
  })

  it('shows page 2 only once it was asked for and read', () => {
    const path = paths.find((p) => p.state.matches('loaded') && p.state.context.page === 2)
    expect(path?.steps.map((step) => step.event.type).slice(-2)).toEqual([
      'page.goto',
      'xstate.done.actor.loadAlbums',
    ])
  })
})
