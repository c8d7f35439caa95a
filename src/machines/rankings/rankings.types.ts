/** Context, input and events of the top-photos page (`/app/top-photos`): the ranking by gender, paged. */
import type { ProfileCard } from '../../api/models/profile'

export interface RankingsInput {
  /** The gender code ranked ('1' men, '2' women, '3' couples). */
  sex: string
  page?: number | undefined
}

export interface RankingsContext {
  sex: string
  page: number
  /** Pages the server says there are (0 before the first answer). */
  pageCount: number
  profiles: ProfileCard[]
}

export type RankingsEvent =
  | { type: 'page.goto'; page: number }
  | { type: 'sex.change'; sex: string }
  | { type: 'rankings.retry' }

export interface LoadRankingInput {
  sex: string
  page: number
}
