/**
 * Reporting a member (spec section 7): the anonymous report, checked by a captcha image. A refused
 * report throws `RefusedError` carrying the server's message (spec section 8 shows it, else a default).
 */
import { type ApiClient, defaultApiClient, readLenient } from './client'
import { assertAccepted } from './normalize/command'

export interface ReportParams {
  /** The reported member's id. */
  id: string
  /** The reason's code (offensive, wrong gender, minor, ...). */
  raison: string
  details?: string
  /** What the member read in the captcha. */
  code: string
}

/** POST /index_api/user/is_suspect (form: id, raison, details, code). */
export async function reportMember(
  params: ReportParams,
  client: ApiClient = defaultApiClient,
): Promise<void> {
  const answer = await readLenient(client, {
    method: 'POST',
    path: '/index_api/user/is_suspect',
    form: { id: params.id, raison: params.raison, details: params.details ?? '', code: params.code },
  })
  assertAccepted('POST /index_api/user/is_suspect', answer)
}

/** GET /index_api/captcha: the image, never from any cache (each one is new). */
export function getCaptcha(client: ApiClient = defaultApiClient): Promise<Blob> {
  return client.blob({ method: 'GET', path: '/index_api/captcha', noStore: true })
}
