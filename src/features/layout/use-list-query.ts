/**
 * A paged list's choices kept in the URL's query (`?page=2&sex=1`), as the search results keep theirs:
 * a reload, a shared link and Back show the same page. The page container reads the choices here and
 * hands them to its machine; the pager and the filters navigate instead of sending. Parameters of
 * others (the open modal) are kept.
 */
import { useMemo } from 'react'
import { useLocation, useSearch } from 'wouter'

/** A whole page number from the URL, 1 when missing or not one. */
export function pageFromQuery(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/** The query after `changes`: `null` removes a parameter, and page 1 is the page without one. */
export function withListChanges(search: string, changes: Record<string, string | number | null>): string {
  const next = new URLSearchParams(search)
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || (name === 'page' && value === 1)) next.delete(name)
    else next.set(name, String(value))
  }
  return next.toString()
}

export function useListQuery() {
  const [location, navigate] = useLocation()
  const search = useSearch()
  const params = useMemo(() => new URLSearchParams(search), [search])
  return {
    page: pageFromQuery(params.get('page')),
    get: (name: string) => params.get(name),
    /** A new history entry, so Back returns to the page before. */
    go: (changes: Record<string, string | number | null>) => {
      const next = withListChanges(search, changes)
      navigate(next ? `${location}?${next}` : location)
    },
  }
}
