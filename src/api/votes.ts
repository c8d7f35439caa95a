/**
 * Photo votes and rankings (spec section 7): the top-photos ranking, the profiles to vote on, and a
 * vote (stars 1 to 5, sent doubled as `score`). Not cached: each vote changes what comes next.
 */
import { cacheTags } from './cache-tags'
import { type ApiClient, defaultApiClient, readLenient } from './client'
import type { RankingPage, VoteResponse } from './models/votes'
import { assertAccepted } from './normalize/command'
import { normalizeRanking, normalizeVoteResponse } from './normalize/votes'

/** GET /index_api/classement?page&sex: a page of the ranking for one gender code. */
export async function getRanking(
  params: { page?: number; sex: string },
  client: ApiClient = defaultApiClient,
): Promise<RankingPage> {
  const answer = await client.json({
    method: 'GET',
    path: '/index_api/classement',
    query: { page: params.page ?? 1, sex: params.sex },
  })
  return normalizeRanking(answer)
}

/** GET /ajax_api/load_votephoto?sex: profiles to vote on and the member's vote history. */
export async function getVotePhotos(
  sex: string,
  client: ApiClient = defaultApiClient,
): Promise<VoteResponse> {
  return normalizeVoteResponse(
    await client.json({ method: 'GET', path: '/ajax_api/load_votephoto', query: { sex } }),
  )
}

/** Spec sections 5 and 9: ratings are 1 to 5 stars, sent doubled. */
export function starsToScore(stars: number): number {
  if (!Number.isInteger(stars) || stars < 1 || stars > 5)
    throw new RangeError(`A rating is 1 to 5 stars, not ${stars}`)
  return stars * 2
}

export interface PhotoVote {
  /** The photo owner's id. */
  userId: string
  /** The photo's `num`. */
  photoNum: string
  stars: number
}

/** POST /ajax_api/gal_vote (form: id, num, score = stars x 2). */
export async function votePhoto(vote: PhotoVote, client: ApiClient = defaultApiClient): Promise<void> {
  const score = starsToScore(vote.stars)
  const answer = await readLenient(client, {
    method: 'POST',
    path: '/ajax_api/gal_vote',
    form: { id: vote.userId, num: vote.photoNum, score },
  })
  client.cache.invalidate([cacheTags.profile(vote.userId)])
  assertAccepted('POST /ajax_api/gal_vote', answer)
}
