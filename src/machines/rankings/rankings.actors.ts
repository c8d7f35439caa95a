/** The calls the top-photos page makes. */
import { fromPromise } from 'xstate'
import type { RankingPage } from '../../api/models/votes'
import { getRanking } from '../../api/votes'
import type { LoadRankingInput } from './rankings.types'

/** GET /index_api/classement?page&sex: one page of the ranking, best first (12 a page). */
export const loadRanking = fromPromise<RankingPage, LoadRankingInput>(({ input }) => getRanking(input))
