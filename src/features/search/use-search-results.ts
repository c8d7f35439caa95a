/**
 * The search-results actor of a page, kept in step with the URL: the query string is parsed into a
 * search (page included) and each change of it (a page link, the back button) reaches the machine.
 */
import { useActorRef } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { useSearch } from 'wouter'
import type { SearchKind } from '../../api/models/search'
import { searchResultsMachine } from '../../machines/search-results/search-results.machine'
import { parseSearchQuery, type SearchQuery } from '../../machines/search-results/search-results.url'

export function useSearchResults(kind: SearchKind, adjust: (query: SearchQuery) => SearchQuery = (q) => q) {
  const search = useSearch()
  // `adjust` is fixed per page (online only, ...): the query follows the URL alone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const query = useMemo(() => adjust(parseSearchQuery(search)), [search])
  const actorRef = useActorRef(searchResultsMachine, { input: { query, kind } })
  useEffect(() => {
    actorRef.send({ type: 'query.changed', query })
  }, [actorRef, query])
  return { actorRef, query }
}
