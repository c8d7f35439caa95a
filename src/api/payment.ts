/**
 * Buying premium (spec section 7; ARCHITECTURE "Premium purchase"): the card provider's address, and
 * the confirmation once the provider sends the member back with `abo_id`.
 */
import { cacheTags } from './cache-tags'
import { type ApiClient, defaultApiClient, readLenient } from './client'
import { ApiError } from './errors'
import { assertAccepted } from './normalize/command'
import { record, text } from './normalize/read'

/**
 * GET /index_api/abo_pay2secure?version=3: where to send the member to pay. The server either answers
 * `result.URL`, or redirects; fetch follows a redirect, so then the address is where it landed.
 */
export async function getPaymentUrl(client: ApiClient = defaultApiClient): Promise<string> {
  const request = { method: 'GET', path: '/index_api/abo_pay2secure', query: { version: 3 } } as const
  const response = await client.send(request)
  const body = await response.text()
  let url = ''
  try {
    url = text(record(record(JSON.parse(body)).result).URL)
  } catch {
    // Not JSON: the answer is the provider's page, reached through a redirect.
  }
  if (!url && response.redirected) url = response.url
  if (!url) {
    throw new ApiError(response.status, body, 'GET /index_api/abo_pay2secure', {
      message: 'GET /index_api/abo_pay2secure gave no payment address',
    })
  }
  return url
}

/** GET /index_api/abo_confirm?abo_id: confirms the purchase; the member's lookup is then stale. */
export async function confirmSubscription(
  aboId: string,
  client: ApiClient = defaultApiClient,
): Promise<void> {
  const answer = await readLenient(client, {
    method: 'GET',
    path: '/index_api/abo_confirm',
    query: { abo_id: aboId },
  })
  client.cache.invalidate([cacheTags.currentUser])
  assertAccepted('GET /index_api/abo_confirm', answer)
}
