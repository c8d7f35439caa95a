import type { SearchCriteria, SearchKind, SearchResult } from '../../api/models/search'
import type { SearchQuery } from './search-results.url'

/** Why the results could not be shown; the view translates it (`search:results.errors.*`). */
export type SearchResultsErrorCode = 'loadFailed'

export interface SearchResultsContext {
  /** Which call: search, meeting_res (rendez-vous) or topmembers. */
  kind: SearchKind
  /** The search the URL holds; the page is part of it. */
  query: SearchQuery
  /** The last answer, kept on screen while the next page loads (no layout shift). */
  result: SearchResult | null
  error: SearchResultsErrorCode | null
}

export interface SearchResultsInput {
  query: SearchQuery
  kind?: SearchKind
}

/** What the fetch actor takes: the call's criteria and which call. */
export interface FetchResultsInput {
  criteria: SearchCriteria
  kind: SearchKind
}

export type SearchResultsEvent =
  /** The URL changed (another page, other criteria, the back button): the query it now holds. */
  | { type: 'query.changed'; query: SearchQuery }
  /** The member asks to try again after a failure. */
  | { type: 'results.retry' }
