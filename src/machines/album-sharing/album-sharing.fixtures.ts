/**
 * Sample data for the album sharing machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import { definePathFixtures } from '../../lib/path-fixtures'
import { albumLookOf } from './album-sharing.actors'
import { albumSharingMachine } from './album-sharing.machine'
import { LOCKED_ALBUM, SHARED_ALBUM } from './album-sharing.test-support'
import type { AlbumSharingEvent } from './album-sharing.types'

export const events = [
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

export const input = { contactId: '20001' }

// What tells two states of one value apart: the context the guards read.
export const serializeState = ({ value, context }: SnapshotFrom<typeof albumSharingMachine>) =>
  JSON.stringify([
    value,
    context.photos.length,
    context.lastAnswer,
    !!context.theirFailure,
    !!context.myFailure,
  ])

export const pathFixtures = definePathFixtures(albumSharingMachine, [{ events, input, serializeState }])
