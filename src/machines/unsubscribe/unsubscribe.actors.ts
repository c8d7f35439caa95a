/** The unsubscribe machine's call; tests and stories swap it with `.provide()`. */
import { fromPromise } from 'xstate'
import { unsubscribe } from '../../api/account'

/** POST /index_api/p_compte/unsubscribe?desabo_step1=1; throws `RefusedError` (server text) or `ApiError`. */
export const requestUnsubscribe = fromPromise<string, { email: string }>(({ input }) =>
  unsubscribe(input.email),
)
