/** Wire shapes of reporting a member (spec section 7): the report and its captcha. */
import type { WireFlag, WireId } from './common'

/** POST /index_api/user/is_suspect (form: id, raison, details, code). */
export type WireReportForm = {
  id: WireId
  raison: string
  details?: string
  /** The captcha's text. */
  code: string
}

/**
 * The report's answer: the spec shows only "message on failure". Ours: `{ success: 1 }`, or
 * `{ success: 0, message }` (wrong code, already reported).
 */
export type WireReportResponse = {
  success?: WireFlag
  error?: WireFlag
  message?: string
}
