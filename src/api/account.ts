/**
 * Leaving (spec section 7): cancelling the premium subscription (step 1 sends a confirmation email)
 * and deleting the account. Refusals throw `RefusedError` with the server's message.
 */
import { cacheTags } from './cache-tags'
import { type ApiClient, defaultApiClient, readLenient } from './client'
import { assertAccepted } from './normalize/command'
import { record, text } from './normalize/read'

/**
 * POST /index_api/p_compte/unsubscribe?desabo_step1=1 (form: email). The server's confirmation text,
 * '' when it sent none (the view then shows the spec's own).
 */
export async function unsubscribe(email: string, client: ApiClient = defaultApiClient): Promise<string> {
  const answer = await readLenient(client, {
    method: 'POST',
    path: '/index_api/p_compte/unsubscribe',
    query: { desabo_step1: 1 },
    form: { email },
  })
  assertAccepted('POST /index_api/p_compte/unsubscribe', answer)
  client.cache.invalidate([cacheTags.currentUser])
  return text(record(answer).message)
}

/** POST /index_api/delete?ActionDelete=1 (form: pass). Success empties the cache: nothing is left. */
export async function deleteAccount(pass: string, client: ApiClient = defaultApiClient): Promise<void> {
  const answer = await readLenient(client, {
    method: 'POST',
    path: '/index_api/delete',
    query: { ActionDelete: 1 },
    form: { pass },
  })
  assertAccepted('POST /index_api/delete', answer)
  client.cache.clear()
}
