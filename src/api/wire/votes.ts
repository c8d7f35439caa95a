/** Wire shapes of the photo votes and rankings (spec section 7). */
import type { WireCommandResponse, WireNumber } from './common'
import type { WireProfileCard } from './profile'

/** GET /index_api/classement?page&sex: "ranking"; ours is a page of cards, best first. */
export type WireRankingResponse = {
  result: WireProfileCard[]
  nb_pages?: WireNumber
}

/** GET /ajax_api/load_votephoto?sex: profiles to vote on, and the member's past votes. */
export type WireVotePhotoResponse = {
  profil_for_vote?: WireProfileCard[]
  vote_historic?: WireProfileCard[]
}

/** POST /ajax_api/gal_vote (id, num, score = stars x 2): not shown; a command answer. */
export type WireGalVoteResponse = WireCommandResponse
