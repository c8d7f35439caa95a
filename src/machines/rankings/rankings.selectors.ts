/** How views read the top-photos machine. */
import type { SnapshotFrom } from 'xstate'
import type { rankingsMachine } from './rankings.machine'

type RankingsSnapshot = SnapshotFrom<typeof rankingsMachine>

export const selectSex = (snapshot: RankingsSnapshot) => snapshot.context.sex
export const selectPage = (snapshot: RankingsSnapshot) => snapshot.context.page
export const selectPageCount = (snapshot: RankingsSnapshot) => snapshot.context.pageCount
export const selectProfiles = (snapshot: RankingsSnapshot) => snapshot.context.profiles
/** The rank of the first member of the page (12 a page). */
export const RANKING_PAGE_SIZE = 12
export const selectFirstRank = (snapshot: RankingsSnapshot) =>
  (snapshot.context.page - 1) * RANKING_PAGE_SIZE + 1

export const selectIsLoading = (snapshot: RankingsSnapshot) => snapshot.matches('loading')
export const selectIsLoaded = (snapshot: RankingsSnapshot) => snapshot.matches('loaded')
export const selectIsEmpty = (snapshot: RankingsSnapshot) => snapshot.matches('empty')
export const selectHasFailed = (snapshot: RankingsSnapshot) => snapshot.matches('failed')
