/**
 * Cancelling the premium subscription (modal `unsubscribe`, spec sections 2, 4, 5 and 7): a form
 * with the member's email, then a confirmation screen ('Un email de confirmation a été envoyé à
 * votre adresse.'). Premium stays until the end date; the session is told to look the member up
 * again (`unsubscribed`).
 *
 * - `editing`: the form; the email is required and not blank (checked on submit, then on each
 *   change). A failed call comes back here with what was typed and the failure.
 * - `submitting`: the call runs; the form is read-only and a second submit is ignored.
 * - `confirmed`: the confirmation screen. Final.
 */
import { type ActorRefFrom, assign, emit, setup } from 'xstate'
import { isRefusedError } from '../../api/errors'
import { requestUnsubscribe } from './unsubscribe.actors'
import type {
  UnsubscribeContext,
  UnsubscribeEmitted,
  UnsubscribeEvent,
  UnsubscribeFailure,
  UnsubscribeInput,
} from './unsubscribe.types'

export function toUnsubscribeFailure(error: unknown): UnsubscribeFailure {
  const message = isRefusedError(error) ? error.serverMessage.trim() : ''
  return message ? { code: 'refused', serverMessage: message } : { code: 'failed' }
}

const isBlank = (value: string) => value.trim() === ''

export const unsubscribeMachine = setup({
  types: {
    context: {} as UnsubscribeContext,
    events: {} as UnsubscribeEvent,
    input: {} as UnsubscribeInput | undefined,
    emitted: {} as UnsubscribeEmitted,
  },
  actors: { requestUnsubscribe },
  guards: {
    isEmailGiven: ({ context }) => !isBlank(context.email),
  },
  actions: {
    setEmail: assign(({ context }, params: { value: string }) => ({
      email: params.value,
      // Once flagged, the message follows what is typed; before the first submit the form stays quiet.
      fieldError: context.fieldError && isBlank(params.value) ? context.fieldError : null,
    })),
    flagEmailRequired: assign({ fieldError: 'emailRequired' as const }),
    clearFailure: assign({ failure: null, fieldError: null }),
    storeFailure: assign({
      failure: (_, params: { error: unknown }) => toUnsubscribeFailure(params.error),
    }),
    announceUnsubscribed: emit({ type: 'unsubscribed' } as const),
  },
}).createMachine({
  id: 'unsubscribe',
  context: ({ input }) => ({ email: input?.email ?? '', fieldError: null, failure: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'email.change': {
          actions: { type: 'setEmail', params: ({ event }) => ({ value: event.value }) },
        },
        'form.submit': [
          { guard: 'isEmailGiven', target: 'submitting', actions: 'clearFailure' },
          { actions: 'flagEmailRequired' },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'requestUnsubscribe',
        src: 'requestUnsubscribe',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: 'confirmed' },
        onError: {
          target: 'editing',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    confirmed: {
      type: 'final',
      entry: 'announceUnsubscribed',
    },
  },
})

export type UnsubscribeActorRef = ActorRefFrom<typeof unsubscribeMachine>
