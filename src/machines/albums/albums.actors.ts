/** The calls the albums page makes. */
import { fromPromise } from 'xstate'
import { searchMembers } from '../../api/search'
import type { AlbumsPage } from './albums.types'

/** Spec section 9: lists are 12 a page. */
export const ALBUMS_PAGE_SIZE = 12

/**
 * GET /index_api/search?is_photo=1&searchAction=last: the spec has no call of its own for albums, so
 * the page lists members with photos, newest first, through the search (cached 5 min).
 */
export const loadAlbums = fromPromise<AlbumsPage, { page: number }>(async ({ input }) => {
  const result = await searchMembers({
    hasPhoto: true,
    isLast: true,
    page: input.page,
    limit: ALBUMS_PAGE_SIZE,
  })
  return {
    profiles: result.profiles.filter((card) => card.photos.length > 0),
    pageCount: result.pageCount,
    total: result.total,
  }
})
