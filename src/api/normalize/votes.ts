/** Wire votes and rankings to client models (spec section 3, "Vote response"). */
import type { RankingPage, VoteResponse } from '../models/votes'
import { normalizeProfileCards } from './profile-card'
import { listAt, number, record } from './read'

export function normalizeVoteResponse(response: unknown): VoteResponse {
  const answer = record(response)
  return {
    profilesToVote: normalizeProfileCards(answer.profil_for_vote),
    history: normalizeProfileCards(answer.vote_historic),
  }
}

export function normalizeRanking(response: unknown): RankingPage {
  const profiles = normalizeProfileCards(listAt(response, ['result', 'result.tab_profils']))
  return { profiles, pageCount: number(record(response).nb_pages, profiles.length > 0 ? 1 : 0) }
}
