/** The calls the vote page makes. */
import { fromPromise } from 'xstate'
import type { VoteResponse } from '../../api/models/votes'
import { getVotePhotos, votePhoto } from '../../api/votes'
import type { CastVoteInput } from './photo-vote.types'

/** GET /ajax_api/load_votephoto?sex: members to rate and the member's vote history. */
export const loadVotePhotos = fromPromise<VoteResponse, { sex: string }>(({ input }) =>
  getVotePhotos(input.sex),
)

/** POST /ajax_api/gal_vote (id, num, score = stars x 2). */
export const castVote = fromPromise<void, CastVoteInput>(({ input }) =>
  votePhoto({ userId: input.userId, photoNum: input.photoNum, stars: input.stars }),
)
