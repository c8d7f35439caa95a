/**
 * The report dialog (modal `report`, spec sections 3, 5, 7 and 8): an anonymous report of a member,
 * with a reason (required), details (optional) and the code of a captcha image (required). Holds
 * error codes and the server's own text, never translated text. Two regions run side by side:
 *
 * - `form`: `editing` takes the fields and validates on submit; `submitting` calls the server (a
 *   second submit meanwhile is ignored); a failure goes back to `editing` with everything kept but
 *   the code, since each code is good for one try, and asks for a new image; `sent` confirms
 *   ('Signalement envoyé avec succès') and emits `reported`.
 * - `captcha`: `loading` fetches an image; `shown` holds it as a `data:` URL; `failed` when it could
 *   not be read. `captcha.refresh` fetches another (and forgets the code typed for the old one).
 */
import { type ActorRefFrom, assign, emit, raise, setup, stateIn } from 'xstate'
import { isRefusedError } from '../../api/errors'
import { loadCaptcha, sendReport } from './report.actors'
import type {
  ReportContext,
  ReportEmitted,
  ReportEvent,
  ReportFailure,
  ReportFieldErrors,
  ReportInput,
  ReportReason,
} from './report.types'
import { REPORT_REASONS } from './report.types'

/** Spec section 8: a refusal shows the server's message; anything else 'Erreur lors du signalement'. */
export function toReportFailure(error: unknown): ReportFailure {
  const message = isRefusedError(error) ? error.serverMessage.trim() : ''
  return message ? { code: 'server', message } : { code: 'reportFailed' }
}

const isReason = (value: string): value is ReportReason =>
  (REPORT_REASONS as readonly string[]).includes(value)

export const reportMachine = setup({
  types: {
    context: {} as ReportContext,
    events: {} as ReportEvent,
    emitted: {} as ReportEmitted,
    input: {} as ReportInput,
  },
  actors: { loadCaptcha, sendReport },
  guards: {
    isFormValid: ({ context }) => context.reason !== '' && context.code.trim() !== '',
    isEditing: stateIn({ form: 'editing' }),
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {}
      const fieldErrors: ReportFieldErrors = { ...context.fieldErrors }
      if (event.field === 'reason') {
        delete fieldErrors.reason
        return { reason: isReason(event.value) ? event.value : '', fieldErrors }
      }
      if (event.field === 'code') delete fieldErrors.code
      return { [event.field]: event.value, fieldErrors }
    }),
    flagErrors: assign({
      fieldErrors: ({ context }) => ({
        ...(context.reason ? {} : { reason: 'reasonRequired' as const }),
        ...(context.code.trim() ? {} : { code: 'codeRequired' as const }),
      }),
      failure: null,
    }),
    startSubmit: assign({ fieldErrors: {}, failure: null }),
    storeFailure: assign({
      failure: (_, params: { error: unknown }) => toReportFailure(params.error),
    }),
    forgetCode: assign({ code: '' }),
    askNewCaptcha: raise({ type: 'captcha.refresh' }),
    storeCaptcha: assign({ captchaUrl: (_, params: { url: string }) => params.url }),
    emitReported: emit(({ context }) => ({ type: 'reported' as const, memberId: context.memberId })),
  },
}).createMachine({
  id: 'report',
  context: ({ input }) => ({
    memberId: input.memberId,
    reason: '',
    details: '',
    code: '',
    fieldErrors: {},
    failure: null,
    captchaUrl: null,
  }),
  type: 'parallel',
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'field.change': { actions: 'setField' },
            'report.submit': [
              { guard: 'isFormValid', target: 'submitting', actions: 'startSubmit' },
              { actions: 'flagErrors' },
            ],
          },
        },
        submitting: {
          invoke: {
            id: 'sendReport',
            src: 'sendReport',
            input: ({ context }) => ({
              id: context.memberId,
              // Guarded by isFormValid: never '' here.
              raison: context.reason as ReportReason,
              details: context.details.trim(),
              code: context.code.trim(),
            }),
            onDone: { target: 'sent', actions: 'emitReported' },
            onError: {
              target: 'editing',
              actions: [
                { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
                'askNewCaptcha',
              ],
            },
          },
        },
        sent: {},
      },
    },
    captcha: {
      initial: 'loading',
      on: {
        'captcha.refresh': {
          guard: 'isEditing',
          target: '.loading',
          reenter: true,
          actions: 'forgetCode',
        },
      },
      states: {
        loading: {
          invoke: {
            id: 'loadCaptcha',
            src: 'loadCaptcha',
            onDone: {
              target: 'shown',
              actions: { type: 'storeCaptcha', params: ({ event }) => ({ url: event.output }) },
            },
            onError: { target: 'failed' },
          },
        },
        shown: {},
        failed: {},
      },
    },
  },
})

export type ReportActorRef = ActorRefFrom<typeof reportMachine>
