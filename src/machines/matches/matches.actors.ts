/** The call the matches list makes. */
import { fromPromise } from 'xstate'
import { getMatches } from '../../api/match'
import type { ProfileCard } from '../../api/models/profile'

/** GET /index_api/match?action=get_matches. */
export const loadMatches = fromPromise<ProfileCard[]>(() => getMatches())
