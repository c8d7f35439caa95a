/** The delete-account machine's call; tests and stories swap it with `.provide()`. */
import { fromPromise } from 'xstate'
import { deleteAccount } from '../../api/account'

/** POST /index_api/delete?ActionDelete=1; throws `RefusedError` (wrong password) or `ApiError`. */
export const requestDeletion = fromPromise<void, { password: string }>(({ input }) =>
  deleteAccount(input.password),
)
