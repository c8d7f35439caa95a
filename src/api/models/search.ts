/** The client's search (spec section 3): criteria, results and city options. */
import type { ProfileCard } from './profile'

/** Which of the three search calls to make. */
export type SearchKind = 'search' | 'meeting' | 'top'

export interface Range {
  from: number
  to: number
}

export interface SearchCriteria {
  page?: number
  /** Page size; 12 by default (spec section 9). */
  limit?: number
  isOnline?: boolean
  /** Newest members first (sent as `searchAction=last`; our reading of the spec's `isLast`). */
  isLast?: boolean
  /** The city's ID_city. */
  city?: string
  distance?: number
  gender?: string
  age?: Range
  hasPhoto?: boolean
  nickname?: string
  height?: Range
  weight?: Range
  eyesColor?: string
  hairsColor?: string
  maritalStatus?: string
  sexualPreferences?: string
  firstname?: string
}

export interface Tag {
  id: string
  name: string
}

export interface SearchResult {
  /** How many members are online. */
  connectedCount: number
  pageCount: number
  total: number
  profiles: ProfileCard[]
  tags: Tag[]
}

export interface CityOption {
  id: string
  name: string
}
