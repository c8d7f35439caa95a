/**
 * Our own support calls, not in the spec (the FAQ and contact screens need them), designed in the
 * spec's style: the FAQ sections, and the contact form.
 */
import { type ApiClient, defaultApiClient, readLenient } from './client'
import type { FaqSection } from './models/support'
import { assertAccepted } from './normalize/command'
import { normalizeFaq } from './normalize/support'

/** GET /index_api/faq (ours): the FAQ's sections. */
export async function getFaq(client: ApiClient = defaultApiClient): Promise<FaqSection[]> {
  return normalizeFaq(await client.json({ method: 'GET', path: '/index_api/faq' }))
}

export interface ContactFormParams {
  email: string
  /** The contact reason's code (technical maintenance, partnership, ...). */
  raison: string
  message: string
  /** The sender's nickname, '' for a visitor. */
  pseudo?: string
}

/** POST /index_api/contact (ours; form: email, raison, message, pseudo). */
export async function sendContactForm(
  params: ContactFormParams,
  client: ApiClient = defaultApiClient,
): Promise<void> {
  const answer = await readLenient(client, {
    method: 'POST',
    path: '/index_api/contact',
    form: {
      email: params.email,
      raison: params.raison,
      message: params.message,
      pseudo: params.pseudo ?? '',
    },
  })
  assertAccepted('POST /index_api/contact', answer)
}
