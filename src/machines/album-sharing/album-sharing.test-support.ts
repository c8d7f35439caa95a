/** Albums and stubs for album sharing, shared by its tests and stories. */
import { fromPromise } from 'xstate'
import type { Photo } from '../../api/models/photo'
import { photo } from '../conversation/conversation.test-support'
import { albumLookOf } from './album-sharing.actors'
import { albumSharingMachine } from './album-sharing.machine'
import type { AlbumActionInput, AlbumLook, LoadAlbumInput } from './album-sharing.types'

export const LOCKED_ALBUM: Photo[] = [
  photo('61', { visibility: 'locked' }),
  photo('62', { visibility: 'locked' }),
]
export const SHARED_ALBUM: Photo[] = [
  photo('61', { visibility: 'private' }),
  photo('62', { visibility: 'private' }),
]

export interface AlbumSharingStubs {
  load?: (input: LoadAlbumInput) => Promise<Photo[]>
  send?: (input: AlbumActionInput) => Promise<void>
}

/** Album sharing with its calls replaced; by default the album is locked and every answer goes through. */
export function albumSharingMachineWith(stubs: AlbumSharingStubs = {}) {
  return albumSharingMachine.provide({
    actors: {
      loadPrivateAlbum: fromPromise<AlbumLook, LoadAlbumInput>(async ({ input }) =>
        albumLookOf(await (stubs.load ?? (async (i) => i.knownPhotos ?? LOCKED_ALBUM))(input)),
      ),
      sendAlbumAction: fromPromise<void, AlbumActionInput>(({ input }) =>
        (stubs.send ?? (async () => {}))(input),
      ),
    },
  })
}
