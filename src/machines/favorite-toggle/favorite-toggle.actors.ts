/** The call the favorite toggle makes. */
import { fromPromise } from 'xstate'
import { type FriendAction, setFriend } from '../../api/social'

/** POST /ajax_api/setFriend (action add/del, target_id); throws `RefusedError` or `ApiError`. */
export const syncFavorite = fromPromise<void, { action: FriendAction; memberId: string }>(({ input }) =>
  setFriend(input.action, input.memberId),
)
