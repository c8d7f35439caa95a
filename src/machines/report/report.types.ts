/** Context, input, events and emitted events of the report dialog (modal `report`). */

/** Spec section 3's report reasons, as the keys the API takes for `raison`. */
export const REPORT_REASONS = [
  'offensive',
  'bad_sex',
  'minor',
  'paid_services',
  'inappropriate_content',
  'inappropriate_image',
  'other',
] as const

export type ReportReason = (typeof REPORT_REASONS)[number]

export type ReportField = 'reason' | 'details' | 'code'

/** Validation codes (spec section 5), translated by the view as `profile:report.errors.<code>`. */
export interface ReportFieldErrors {
  reason?: 'reasonRequired'
  code?: 'codeRequired'
}

/**
 * Why the report failed (spec section 8): the server's own message, shown as-is, or none usable:
 * `reportFailed` ('Erreur lors du signalement').
 */
export type ReportFailure = { code: 'server'; message: string } | { code: 'reportFailed' }

export interface ReportInput {
  /** The reported member's id (the modal's `modalId`). */
  memberId: string
}

export interface ReportContext {
  memberId: string
  /** '' until one is chosen. */
  reason: ReportReason | ''
  details: string
  /** What the member read in the captcha image. */
  code: string
  fieldErrors: ReportFieldErrors
  failure: ReportFailure | null
  /** The captcha image as a `data:` URL, null until loaded. */
  captchaUrl: string | null
}

export type ReportEvent =
  | { type: 'field.change'; field: ReportField; value: string }
  | { type: 'report.submit' }
  /** A new image (unreadable, or after a failed attempt: each code is good for one try). */
  | { type: 'captcha.refresh' }

export type ReportEmitted = { type: 'reported'; memberId: string }

export interface SendReportInput {
  id: string
  raison: ReportReason
  details: string
  code: string
}
