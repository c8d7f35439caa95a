/**
 * Reading command answers the spec does not show (`wire/common.ts`, `WireCommandResponse`): refused
 * when the body says `error: 1` or `success: 0`, accepted otherwise (an empty body or plain text too).
 */
import { type Endpoint, RefusedError } from '../errors'
import { firstPresent, flag, isRecord, text } from './read'

/** The server's refusal text, '' when it gave none; null when the answer is not a refusal. */
export function readRefusal(answer: unknown): string | null {
  if (!isRecord(answer)) return null
  const refused = flag(answer.error) || ('success' in answer && !flag(answer.success))
  return refused ? text(firstPresent(answer, ['message', 'error_label'])) : null
}

/** Throws `RefusedError` with the server's text when the answer is a refusal. */
export function assertAccepted(endpoint: Endpoint, answer: unknown): void {
  const refusal = readRefusal(answer)
  if (refusal !== null) throw new RefusedError(endpoint, refusal)
}
