/** How views read the report machine. */
import type { SnapshotFrom } from 'xstate'
import type { reportMachine } from './report.machine'

type ReportSnapshot = SnapshotFrom<typeof reportMachine>

export const selectReason = (snapshot: ReportSnapshot) => snapshot.context.reason
export const selectDetails = (snapshot: ReportSnapshot) => snapshot.context.details
export const selectCode = (snapshot: ReportSnapshot) => snapshot.context.code
export const selectReasonError = (snapshot: ReportSnapshot) => snapshot.context.fieldErrors.reason ?? null
export const selectCodeError = (snapshot: ReportSnapshot) => snapshot.context.fieldErrors.code ?? null
export const selectFailure = (snapshot: ReportSnapshot) => snapshot.context.failure

/** The report is on its way (the submit button spins, the fields are read-only). */
export const selectIsSubmitting = (snapshot: ReportSnapshot) => snapshot.matches({ form: 'submitting' })
/** The report was accepted: the dialog shows the confirmation. */
export const selectIsSent = (snapshot: ReportSnapshot) => snapshot.matches({ form: 'sent' })

export type CaptchaStatus = 'loading' | 'shown' | 'failed'
export const selectCaptchaStatus = (snapshot: ReportSnapshot): CaptchaStatus =>
  snapshot.matches({ captcha: 'loading' })
    ? 'loading'
    : snapshot.matches({ captcha: 'failed' })
      ? 'failed'
      : 'shown'
export const selectCaptchaUrl = (snapshot: ReportSnapshot) => snapshot.context.captchaUrl
