/** The online-members machine's actors, live versions; tests, stories and the widget swap them with `.provide()`. */
import { fromPromise } from 'xstate'
import type { ProfileCard } from '../../api/models/profile'
import { toMemberSummary } from '../../api/normalize/profile-card'
import { getOnlineMembers } from '../../api/search'
import type { OnlineMember } from './online-members.types'

const isBlurred = (card: ProfileCard) =>
  card.avatar?.visibility === 'blur' || card.avatar?.visibility === 'blur_private'

/** The carousel's line of a card: its summary, and whether its photo must stay blurred. */
export const toOnlineMember = (card: ProfileCard): OnlineMember => ({
  ...toMemberSummary(card),
  blurred: isBlurred(card),
})

/** GET /index_api/search?is_online=1&pas=24: the members online now (cached 5 min). */
export const fetchOnlineMembers = fromPromise<OnlineMember[], { limit: number }>(async ({ input }) =>
  (await getOnlineMembers(input.limit)).map(toOnlineMember),
)
