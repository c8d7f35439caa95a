/** The client's photo votes and rankings (spec section 3, "Vote response"). */
import type { ProfileCard } from './profile'

export interface VoteResponse {
  profilesToVote: ProfileCard[]
  history: ProfileCard[]
}

export interface RankingPage {
  profiles: ProfileCard[]
  pageCount: number
}
