/**
 * Why a chat call failed, as a code the views translate (`chat:errors.*`): the chat, favorite and
 * album machines all keep one of these, never translated text.
 */
import { isApiError, isRefusedError } from './errors'

export type ChatFailure =
  /** The server answered and said no (`success: 0`, `error: 1`); `message` is its own text, '' when none. */
  | { code: 'refused'; message: string }
  /** No answer at all: offline, or the connection dropped. */
  | { code: 'offline' }
  /** Any other failure (HTTP error, unreadable answer). */
  | { code: 'failed' }

export function toChatFailure(error: unknown): ChatFailure {
  if (isRefusedError(error)) return { code: 'refused', message: error.serverMessage.trim() }
  if (isApiError(error) && error.isNetworkFailure) return { code: 'offline' }
  return { code: 'failed' }
}

/**
 * Whether a call's outcome is unknown: its request left and no answer came back (a network error, a
 * timeout), so the server may have done the work. Any answer, even an error status, is an outcome.
 */
export function isUnknownOutcome(error: unknown): boolean {
  if (isApiError(error)) return error.isNetworkFailure
  return error instanceof DOMException && error.name === 'TimeoutError'
}
