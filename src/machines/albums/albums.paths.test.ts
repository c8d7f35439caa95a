import { describe, expect, it } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { makeCard } from '../profile/profile.test-support'
import { albumsMachine } from './albums.machine'
import type { AlbumsEvent } from './albums.types'

const events = [
  { type: 'page.goto', page: 2 },
  { type: 'albums.retry' },
  { type: 'xstate.done.actor.loadAlbums', output: { profiles: [makeCard(1)], pageCount: 3, total: 30 } },
  { type: 'xstate.done.actor.loadAlbums', output: { profiles: [], pageCount: 0, total: 0 } },
  { type: 'xstate.error.actor.loadAlbums', error: new Error('down') },
] as AnyEventObject[] as AlbumsEvent[]

describe('albums machine paths', () => {
  const paths = getShortestPaths(albumsMachine, {
    events,
    input: {},
    serializeState: (s) => JSON.stringify([s.value, s.context.page, s.context.pageCount]),
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
