/** Context, input and events of the albums page (`/app/albums`): the newest members with photos, paged. */
import type { ProfileCard } from '../../api/models/profile'

export interface AlbumsInput {
  page?: number | undefined
}

export interface AlbumsContext {
  page: number
  /** Pages the server says there are (0 before the first answer). */
  pageCount: number
  /** Members with photos in all. */
  total: number
  profiles: ProfileCard[]
}

export type AlbumsEvent = { type: 'page.goto'; page: number } | { type: 'albums.retry' }

export interface AlbumsPage {
  profiles: ProfileCard[]
  pageCount: number
  total: number
}
