/** The search-results machine's actors, live versions; tests and stories swap them with `.provide()`. */
import { fromPromise } from 'xstate'
import type { SearchResult } from '../../api/models/search'
import { searchMembers } from '../../api/search'
import type { FetchResultsInput } from './search-results.types'

/** GET /index_api/search, meeting_res or topmembers with the page's criteria (cached 5 min). */
export const fetchResults = fromPromise<SearchResult, FetchResultsInput>(({ input }) =>
  searchMembers(input.criteria, input.kind),
)
