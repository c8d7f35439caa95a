/** The only way views read the search-results machine. Each returns a primitive or a kept reference. */
import type { SnapshotFrom } from 'xstate'
import type { ProfileCard } from '../../api/models/profile'
import type { Tag } from '../../api/models/search'
import type { searchResultsMachine } from './search-results.machine'
import type { SearchResultsErrorCode } from './search-results.types'
import type { SearchQuery } from './search-results.url'

type Snapshot = SnapshotFrom<typeof searchResultsMachine>

export type SearchResultsStatus = 'loading' | 'loaded' | 'empty' | 'failed'

const NO_PROFILES: ProfileCard[] = []
const NO_TAGS: Tag[] = []

export const selectStatus = (s: Snapshot): SearchResultsStatus => {
  if (s.matches('loaded')) return 'loaded'
  if (s.matches('empty')) return 'empty'
  if (s.matches('failed')) return 'failed'
  return 'loading'
}
/** A call is under way (the list is marked busy). */
export const selectIsLoading = (s: Snapshot): boolean => s.matches('loading')
/** Loading with nothing to show yet: placeholders take the cards' place. */
export const selectIsFirstLoad = (s: Snapshot): boolean => s.matches('loading') && s.context.result === null
/** The members on screen: the last answer's, also while the next page loads. */
export const selectProfiles = (s: Snapshot): ProfileCard[] => s.context.result?.profiles ?? NO_PROFILES
export const selectTotal = (s: Snapshot): number => s.context.result?.total ?? 0
export const selectPageCount = (s: Snapshot): number => s.context.result?.pageCount ?? 0
export const selectConnectedCount = (s: Snapshot): number => s.context.result?.connectedCount ?? 0
export const selectTags = (s: Snapshot): Tag[] => s.context.result?.tags ?? NO_TAGS
export const selectQuery = (s: Snapshot): SearchQuery => s.context.query
/** The page asked for (1-based). */
export const selectPage = (s: Snapshot): number => s.context.query.page ?? 1
export const selectError = (s: Snapshot): SearchResultsErrorCode | null => s.context.error
