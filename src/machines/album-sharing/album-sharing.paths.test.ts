import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { events, input, serializeState } from './album-sharing.fixtures'
import { albumSharingMachine } from './album-sharing.machine'

function activePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
    prefix + key,
    ...activePaths(child, `${prefix}${key}.`),
  ])
}

describe('album sharing paths', () => {
  const paths = getShortestPaths(albumSharingMachine, {
    events,
    input,
    serializeState,
  })

  it('reaches every state', () => {
    const reached = new Set(paths.flatMap((p) => activePaths(p.state.value)))
    expect([...reached].sort()).toEqual(statePaths(albumSharingMachine.root).sort())
  })

  it('asks for a locked album only once it is known to be locked', () => {
    const requested = paths.find((p) => p.state.matches({ theirAlbum: { locked: 'requested' } }))
    expect(requested?.steps.map((s) => s.event.type)).toEqual([
      'xstate.init',
      'xstate.done.actor.loadPrivateAlbum',
      'album.request',
      'xstate.done.actor.sendAlbumRequest',
    ])
  })
})
