/** How views read the albums machine. */
import type { SnapshotFrom } from 'xstate'
import type { albumsMachine } from './albums.machine'

type AlbumsSnapshot = SnapshotFrom<typeof albumsMachine>

export const selectPage = (snapshot: AlbumsSnapshot) => snapshot.context.page
export const selectPageCount = (snapshot: AlbumsSnapshot) => snapshot.context.pageCount
export const selectTotal = (snapshot: AlbumsSnapshot) => snapshot.context.total
export const selectProfiles = (snapshot: AlbumsSnapshot) => snapshot.context.profiles

export const selectIsLoading = (snapshot: AlbumsSnapshot) => snapshot.matches('loading')
export const selectIsLoaded = (snapshot: AlbumsSnapshot) => snapshot.matches('loaded')
export const selectIsEmpty = (snapshot: AlbumsSnapshot) => snapshot.matches('empty')
export const selectHasFailed = (snapshot: AlbumsSnapshot) => snapshot.matches('failed')
