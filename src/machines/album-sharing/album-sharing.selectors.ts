/** How views read album sharing. */
import type { SnapshotFrom } from 'xstate'
import type { albumSharingMachine } from './album-sharing.machine'

type AlbumSharingSnapshot = SnapshotFrom<typeof albumSharingMachine>

export type TheirAlbumStatus =
  | 'loading'
  | 'locked'
  | 'requesting'
  | 'requested'
  | 'shared'
  | 'empty'
  | 'failed'

export function selectTheirAlbumStatus(s: AlbumSharingSnapshot): TheirAlbumStatus {
  if (s.matches({ theirAlbum: { locked: 'requesting' } })) return 'requesting'
  if (s.matches({ theirAlbum: { locked: 'requested' } })) return 'requested'
  if (s.matches({ theirAlbum: 'locked' })) return 'locked'
  if (s.matches({ theirAlbum: 'shared' })) return 'shared'
  if (s.matches({ theirAlbum: 'empty' })) return 'empty'
  if (s.matches({ theirAlbum: 'failed' })) return 'failed'
  return 'loading'
}

/** The contact's private photos the member may see (none while locked). */
export const selectSharedPhotos = (s: AlbumSharingSnapshot) =>
  s.matches({ theirAlbum: 'shared' }) ? s.context.photos.filter((p) => p.visibility !== 'locked') : []
/** How many private photos the locked album holds. */
export const selectLockedCount = (s: AlbumSharingSnapshot) => s.context.photos.length
export const selectTheirFailure = (s: AlbumSharingSnapshot) => s.context.theirFailure

export const selectIsAnswering = (s: AlbumSharingSnapshot) => !s.matches({ myAlbum: 'idle' })
export const selectIsAccepting = (s: AlbumSharingSnapshot) => s.matches({ myAlbum: 'accepting' })
export const selectIsRefusing = (s: AlbumSharingSnapshot) => s.matches({ myAlbum: 'refusing' })
export const selectMyFailure = (s: AlbumSharingSnapshot) => s.context.myFailure
export const selectLastAnswer = (s: AlbumSharingSnapshot) => s.context.lastAnswer
