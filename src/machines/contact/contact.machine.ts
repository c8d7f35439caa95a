/**
 * The contact page (/app/contact): the member's email, one of spec section 3's contact reasons and a
 * message, sent to the site's team (`POST /index_api/contact`, ours).
 *
 * - `editing`: the form; validated on submit, then on every change. A failed send comes back here
 *   with everything typed kept and `failure` set.
 * - `sending`: the call runs; the form is read-only and a second submit is ignored.
 * - `sent`: the confirmation; the member may write another message (`contact.new`).
 */
import { type ActorRefFrom, assign, setup } from 'xstate'
import { isRefusedError } from '../../api/errors'
import { sendContactMessage } from './contact.actors'
import type {
  ContactContext,
  ContactEvent,
  ContactFailure,
  ContactFieldErrors,
  ContactInput,
  ContactReasonCode,
  ContactSendInput,
} from './contact.types'

export const CONTACT_REASON_CODES: readonly ContactReasonCode[] = ['1', '2', '3', '4', '5']
/** The team needs enough to act on; the server refuses shorter messages too. */
export const MESSAGE_MIN_LENGTH = 10
export const MESSAGE_MAX_LENGTH = 5000

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

const isReasonCode = (value: string): value is ContactReasonCode =>
  (CONTACT_REASON_CODES as readonly string[]).includes(value)

/** The form's errors, empty when it may be sent. Pure: the tests call it directly. */
export function validateContact(
  values: Pick<ContactContext, 'email' | 'reason' | 'message'>,
): ContactFieldErrors {
  const errors: ContactFieldErrors = {}
  const email = values.email.trim()
  if (email === '') errors.email = 'emailRequired'
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'emailInvalid'
  if (!isReasonCode(values.reason)) errors.reason = 'reasonRequired'
  const message = values.message.trim()
  if (message === '') errors.message = 'messageRequired'
  else if (message.length < MESSAGE_MIN_LENGTH) errors.message = 'messageTooShort'
  else if (message.length > MESSAGE_MAX_LENGTH) errors.message = 'messageTooLong'
  return errors
}

export function toContactFailure(error: unknown): ContactFailure {
  const message = isRefusedError(error) ? error.serverMessage.trim() : ''
  return message ? { code: 'refused', serverMessage: message } : { code: 'failed' }
}

export function sendInputOf(context: ContactContext): ContactSendInput {
  return {
    email: context.email.trim(),
    raison: context.reason as ContactReasonCode,
    message: context.message.trim(),
    pseudo: context.nickname,
  }
}

export const contactMachine = setup({
  types: {
    context: {} as ContactContext,
    events: {} as ContactEvent,
    input: {} as ContactInput | undefined,
  },
  actors: { sendContactMessage },
  guards: {
    isFormValid: ({ context }) => Object.keys(validateContact(context)).length === 0,
  },
  actions: {
    setField: assign((_, params: { field: 'email' | 'message'; value: string }) => ({
      [params.field]: params.value,
    })),
    setReason: assign({
      reason: (_, params: { value: string }) => (isReasonCode(params.value) ? params.value : ''),
    }),
    markAttempted: assign({ attempted: true }),
    validate: assign({ errors: ({ context }) => (context.attempted ? validateContact(context) : {}) }),
    clearFailure: assign({ failure: null }),
    storeFailure: assign({ failure: (_, params: { error: unknown }) => toContactFailure(params.error) }),
    startNewMessage: assign({
      reason: '' as const,
      message: '',
      errors: {},
      attempted: false,
      failure: null,
    }),
  },
}).createMachine({
  id: 'contact',
  context: ({ input }) => ({
    email: input?.email ?? '',
    nickname: input?.nickname ?? '',
    reason: '',
    message: '',
    errors: {},
    attempted: false,
    failure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: [
            { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
            'validate',
          ],
        },
        'reason.change': {
          actions: [{ type: 'setReason', params: ({ event }) => ({ value: event.value }) }, 'validate'],
        },
        'form.submit': [
          { guard: 'isFormValid', target: 'sending', actions: ['markAttempted', 'validate', 'clearFailure'] },
          { actions: ['markAttempted', 'validate', 'clearFailure'] },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'sendContactMessage',
        src: 'sendContactMessage',
        input: ({ context }) => sendInputOf(context),
        onDone: { target: 'sent' },
        onError: {
          target: 'editing',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    sent: {
      on: { 'contact.new': { target: 'editing', actions: 'startNewMessage' } },
    },
  },
})

export type ContactActorRef = ActorRefFrom<typeof contactMachine>
