/** Why a vote failed, shared by the vote page and the gallery: the server's own text, or none usable. */
import { isRefusedError } from '../../api/errors'

/** `voteFailed` is shown as the generic vote error; `server` carries the server's message as-is. */
export type VoteFailure = { code: 'server'; message: string } | { code: 'voteFailed' }

export function toVoteFailure(error: unknown): VoteFailure {
  const message = isRefusedError(error) ? error.serverMessage.trim() : ''
  return message ? { code: 'server', message } : { code: 'voteFailed' }
}
