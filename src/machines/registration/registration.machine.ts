/**
 * Fast registration (spec section 7, POST subscribe?fast-part=1): email, password, nickname and the
 * box certifying the member is 18 or older and accepts the CGU. On success the member is signed in
 * and the owner hears `signedIn` (the session machine stores the login).
 *
 * - `editing`: the form. Errors appear on the first submit and then follow every change; a refused
 *   or failed submit lands here again with the values kept and the reason in `submitError`.
 * - `submitting.subscribing`: the subscribe call. It either answers with a session (done) or without
 *   one, when the server registered the member but did not sign them in.
 * - `submitting.loggingIn`: that second case: a login with the same credentials.
 * - `done`: signed in; `signedIn` was emitted on entry. Final.
 *
 * Submits while `submitting` are not handled, so a double click never registers twice.
 */
import { assign, emit, setup } from 'xstate'
import { isRefusedError } from '../../api/errors'
import type { LoginResult } from '../../api/models/auth'
import { loginAfterSubscribe, subscribe } from './registration.actors'
import type {
  RegistrationContext,
  RegistrationCredentials,
  RegistrationEmitted,
  RegistrationEvent,
  RegistrationFieldErrors,
  RegistrationSubmitError,
  RegistrationValues,
} from './registration.types'

/** The server's own rule (the mock backend mirrors it): something@something.tld. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
/** 3 to 20 characters: letters, digits, underscore, hyphen, dot. */
const NICKNAME_PATTERN = /^[A-Za-z0-9_.-]{3,20}$/
/** The server refuses shorter passwords. */
export const MIN_PASSWORD_LENGTH = 6

/** The form's errors, empty when it may be sent. Pure: the tests call it directly. */
export function validateRegistration(values: RegistrationValues): RegistrationFieldErrors {
  const errors: RegistrationFieldErrors = {}
  const email = values.email.trim()
  if (email === '') errors.email = 'required'
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'invalid'
  if (values.password === '') errors.password = 'required'
  else if (values.password.length < MIN_PASSWORD_LENGTH) errors.password = 'tooShort'
  const nickname = values.nickname.trim()
  if (nickname === '') errors.nickname = 'required'
  else if (!NICKNAME_PATTERN.test(nickname)) errors.nickname = 'invalid'
  if (!values.acceptsTerms) errors.terms = 'required'
  return errors
}

const hasErrors = (errors: RegistrationFieldErrors) => Object.keys(errors).length > 0

/** A refusal keeps the server's label (its text, not ours); anything else is generic. */
export function submitErrorOf(error: unknown): RegistrationSubmitError {
  if (isRefusedError(error) && error.serverMessage.trim() !== '') {
    return { code: 'refused', label: error.serverMessage.trim() }
  }
  return { code: 'generic' }
}

const credentialsOf = (context: RegistrationContext): RegistrationCredentials => ({
  email: context.email.trim(),
  password: context.password,
  nickname: context.nickname.trim(),
})

export const initialRegistrationContext: RegistrationContext = {
  email: '',
  password: '',
  nickname: '',
  acceptsTerms: false,
  errors: {},
  attempted: false,
  submitError: null,
  result: null,
}

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    emitted: {} as RegistrationEmitted,
  },
  actors: { subscribe, loginAfterSubscribe },
  actions: {
    setEmail: assign({ email: (_, params: { value: string }) => params.value }),
    setPassword: assign({ password: (_, params: { value: string }) => params.value }),
    setNickname: assign({ nickname: (_, params: { value: string }) => params.value }),
    setTerms: assign({ acceptsTerms: (_, params: { accepted: boolean }) => params.accepted }),
    markAttempted: assign({ attempted: true }),
    /** Before the first submit the form stays quiet; after it, errors follow the values. */
    validate: assign({
      errors: ({ context }) => (context.attempted ? validateRegistration(context) : {}),
    }),
    clearSubmitError: assign({ submitError: null }),
    storeSubmitError: assign({ submitError: (_, params: { error: unknown }) => submitErrorOf(params.error) }),
    storeResult: assign({ result: (_, params: { result: LoginResult }) => params.result }),
    emitSignedIn: emit(({ context }) => ({
      type: 'signedIn' as const,
      result: context.result as LoginResult,
      nickname: context.nickname.trim(),
    })),
  },
  guards: {
    isFormValid: ({ context }) => !hasErrors(validateRegistration(context)),
    hasSession: (_, params: { result: LoginResult | null }) => params.result !== null,
  },
}).createMachine({
  id: 'registration',
  context: initialRegistrationContext,
  initial: 'editing',
  states: {
    editing: {
      on: {
        'email.change': {
          actions: [
            { type: 'setEmail', params: ({ event }) => ({ value: event.value }) },
            'clearSubmitError',
            'validate',
          ],
        },
        'password.change': {
          actions: [
            { type: 'setPassword', params: ({ event }) => ({ value: event.value }) },
            'clearSubmitError',
            'validate',
          ],
        },
        'nickname.change': {
          actions: [
            { type: 'setNickname', params: ({ event }) => ({ value: event.value }) },
            'clearSubmitError',
            'validate',
          ],
        },
        'terms.change': {
          actions: [
            { type: 'setTerms', params: ({ event }) => ({ accepted: event.accepted }) },
            'clearSubmitError',
            'validate',
          ],
        },
        'form.submit': [
          {
            guard: 'isFormValid',
            target: 'submitting',
            actions: ['markAttempted', 'validate', 'clearSubmitError'],
          },
          { actions: ['markAttempted', 'validate', 'clearSubmitError'] },
        ],
      },
    },
    submitting: {
      initial: 'subscribing',
      states: {
        subscribing: {
          invoke: {
            id: 'subscribe',
            src: 'subscribe',
            input: ({ context }) => credentialsOf(context),
            onDone: [
              {
                guard: { type: 'hasSession', params: ({ event }) => ({ result: event.output }) },
                target: '#registration.done',
                actions: {
                  type: 'storeResult',
                  params: ({ event }) => ({ result: event.output as LoginResult }),
                },
              },
              { target: 'loggingIn' },
            ],
            onError: {
              target: '#registration.editing',
              actions: { type: 'storeSubmitError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        loggingIn: {
          invoke: {
            id: 'login',
            src: 'loginAfterSubscribe',
            input: ({ context }) => credentialsOf(context),
            onDone: {
              target: '#registration.done',
              actions: { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
            },
            onError: {
              target: '#registration.editing',
              actions: { type: 'storeSubmitError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    done: {
      type: 'final',
      entry: 'emitSignedIn',
    },
  },
})
