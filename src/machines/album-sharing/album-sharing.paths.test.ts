import { describe, expect, it } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { albumLookOf } from './album-sharing.actors'
import { albumSharingMachine } from './album-sharing.machine'
import { LOCKED_ALBUM, SHARED_ALBUM } from './album-sharing.test-support'
import type { AlbumSharingEvent } from './album-sharing.types'

const events = [
  { type: 'album.request' },
  { type: 'album.accept' },
  { type: 'album.refuse' },
  { type: 'album.retry' },
  { type: 'realtime.received', message: { action: 'album_answer', infos_exp: { id: '20001' } } },
  { type: 'xstate.done.actor.loadPrivateAlbum', output: albumLookOf(LOCKED_ALBUM) },
  { type: 'xstate.done.actor.loadPrivateAlbum', output: albumLookOf(SHARED_ALBUM) },
  { type: 'xstate.done.actor.loadPrivateAlbum', output: albumLookOf([]) },
  { type: 'xstate.error.actor.loadPrivateAlbum', error: new Error('down') },
  { type: 'xstate.done.actor.sendAlbumRequest', output: undefined },
  { type: 'xstate.error.actor.sendAlbumRequest', error: new Error('refused') },
  { type: 'xstate.done.actor.sendAlbumAnswer', output: undefined },
  { type: 'xstate.error.actor.sendAlbumAnswer', error: new Error('refused') },
] as AnyEventObject[] as AlbumSharingEvent[]

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
    input: { contactId: '20001' },
    serializeState: ({ value, context }) =>
      JSON.stringify([
        value,
        context.photos.length,
        context.lastAnswer,
        !!context.theirFailure,
        !!context.myFailure,
      ]),
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
