/** Context, input and events of the visitors page (visits and votes received, paged). */
import type { ActivityItem } from '../../api/models/social'

/** The two tabs: who visited the member, who voted for their photos. */
export type GuestTab = 'visits' | 'votes'

export interface GuestList {
  /** The page asked for (shown once it arrives). */
  page: number
  /** The page `guests` belong to; 0 before the first answer. */
  shownPage: number
  guests: ActivityItem[]
  pageCount: number
  total: number
}

/** Why a page could not be read, translated by the view as `social:errors.<code>`. */
export type VisitorsErrorCode = 'loadFailed'

export interface VisitorsContext {
  tab: GuestTab
  lists: Record<GuestTab, GuestList>
  error: VisitorsErrorCode | null
}

export interface VisitorsInput {
  tab?: GuestTab
  page?: number
}

export type VisitorsEvent =
  /** `page`: the tab opens at that page (a link or Back names both), else at the page it was left on. */
  | { type: 'tab.select'; tab: GuestTab; page?: number }
  | { type: 'page.go'; page: number }
  /** Read the page again after a failure. */
  | { type: 'guests.retry' }

export interface LoadGuestsInput {
  tab: GuestTab
  page: number
}
