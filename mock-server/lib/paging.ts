/**
 * Paging like the real API: 1-based `page`, a page size (`pas`), and the answer's `nb_pages` and
 * `total`. @msw/data applies take/skip before orderBy, so lists are sorted first and sliced here.
 */
export interface Page<T> {
  items: T[]
  page: number
  nb_pages: number
  total: number
}

export function paginate<T>(sorted: readonly T[], page: number | null, size: number): Page<T> {
  const current = page !== null && page > 0 ? page : 1
  const start = (current - 1) * size
  return {
    items: sorted.slice(start, start + size),
    page: current,
    nb_pages: Math.ceil(sorted.length / size),
    total: sorted.length,
  }
}

/** Newest first by an ISO date field. */
export const byDateDesc = <T extends { date: string }>(a: T, b: T) => b.date.localeCompare(a.date)
