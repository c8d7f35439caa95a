/**
 * The login dialog (modal `login`, spec sections 5 and 8): sign in with an email or a nickname and a
 * password, or ask for a password reset, in the same dialog. Holds error codes and the server's own
 * text, never translated text. On success it emits `signedIn` (the session takes it from there) and
 * ends.
 *
 * - `login`: the login view. `editing` takes the fields and validates on submit (both fields
 *   required); `submitting` calls the server, and a second submit meanwhile is ignored. A failure
 *   goes back to `editing` with everything typed kept and the failure in `loginFailure`.
 * - `forgotPassword`: the forgot-password view. `editing` takes the email (required); `sending`
 *   calls the server; `sent` confirms without saying whether the address has an account.
 * - `done`: signed in; the dialog closes.
 */
import { type ActorRefFrom, assign, emit, setup } from 'xstate'
import { isLoginError, isRefusedError } from '../../api/errors'
import type { LoginResult } from '../../api/models/auth'
import { logIn, requestPasswordReset } from './login.actors'
import type { AuthFailure, LoginContext, LoginEmitted, LoginEvent, LoginFieldErrors } from './login.types'

/** Spec section 8: a login refusal shows its `error_label`, a refusal its message, anything else 'Erreur de connexion'. */
export function toAuthFailure(error: unknown): AuthFailure {
  const message = isLoginError(error) ? error.errorLabel : isRefusedError(error) ? error.serverMessage : ''
  return message.trim() ? { code: 'server', message: message.trim() } : { code: 'connectionError' }
}

const looksLikeEmail = (login: string) => login.includes('@')

/** The nickname the member signed in with, or null when they used their email. */
export function nicknameOf(login: string): string | null {
  const typed = login.trim()
  return typed && !looksLikeEmail(typed) ? typed : null
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    emitted: {} as LoginEmitted,
  },
  actors: { logIn, requestPasswordReset },
  guards: {
    isLoginFormValid: ({ context }) => context.login.trim() !== '' && context.password !== '',
    isEmailValid: ({ context }) => context.email.trim() !== '',
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {}
      const fieldErrors: LoginFieldErrors = { ...context.fieldErrors }
      delete fieldErrors[event.field]
      return { [event.field]: event.value, fieldErrors }
    }),
    setRememberMe: assign({
      rememberMe: ({ context, event }) =>
        event.type === 'rememberMe.change' ? event.checked : context.rememberMe,
    }),
    flagLoginErrors: assign({
      fieldErrors: ({ context }) => ({
        ...(context.login.trim() ? {} : { login: 'loginRequired' as const }),
        ...(context.password ? {} : { password: 'passwordRequired' as const }),
      }),
      loginFailure: null,
    }),
    startLogin: assign({ fieldErrors: {}, loginFailure: null }),
    storeLoginFailure: assign({
      loginFailure: (_, params: { error: unknown }) => toAuthFailure(params.error),
    }),
    emitSignedIn: emit(({ context }, params: { result: LoginResult }) => ({
      type: 'signedIn' as const,
      result: params.result,
      nickname: nicknameOf(context.login),
    })),
    /** The forgot-password view starts from the login typed when it was an email. */
    prepareForgotPassword: assign({
      email: ({ context }) => context.email || (looksLikeEmail(context.login) ? context.login.trim() : ''),
      fieldErrors: {},
      forgotFailure: null,
    }),
    leaveForgotPassword: assign({ fieldErrors: {}, forgotFailure: null }),
    flagEmailError: assign({ fieldErrors: { email: 'emailRequired' as const }, forgotFailure: null }),
    startPasswordReset: assign({ fieldErrors: {}, forgotFailure: null }),
    storeForgotFailure: assign({
      forgotFailure: (_, params: { error: unknown }) => toAuthFailure(params.error),
    }),
  },
}).createMachine({
  id: 'login',
  context: {
    login: '',
    password: '',
    rememberMe: true,
    email: '',
    fieldErrors: {},
    loginFailure: null,
    forgotFailure: null,
  },
  initial: 'login',
  states: {
    login: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'field.change': { actions: 'setField' },
            'rememberMe.change': { actions: 'setRememberMe' },
            'login.submit': [
              { guard: 'isLoginFormValid', target: 'submitting', actions: 'startLogin' },
              { actions: 'flagLoginErrors' },
            ],
            'forgotPassword.show': { target: '#login.forgotPassword', actions: 'prepareForgotPassword' },
          },
        },
        submitting: {
          invoke: {
            id: 'logIn',
            src: 'logIn',
            input: ({ context }) => ({
              login: context.login.trim(),
              pass: context.password,
              rememberme: context.rememberMe,
            }),
            onDone: {
              target: '#login.done',
              actions: { type: 'emitSignedIn', params: ({ event }) => ({ result: event.output }) },
            },
            onError: {
              target: 'editing',
              actions: { type: 'storeLoginFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    forgotPassword: {
      initial: 'editing',
      on: {
        'forgotPassword.back': { target: 'login', actions: 'leaveForgotPassword' },
      },
      states: {
        editing: {
          on: {
            'field.change': { actions: 'setField' },
            'forgotPassword.submit': [
              { guard: 'isEmailValid', target: 'sending', actions: 'startPasswordReset' },
              { actions: 'flagEmailError' },
            ],
          },
        },
        sending: {
          invoke: {
            id: 'requestPasswordReset',
            src: 'requestPasswordReset',
            input: ({ context }) => ({ email: context.email.trim() }),
            onDone: { target: 'sent' },
            onError: {
              target: 'editing',
              actions: { type: 'storeForgotFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        sent: {},
      },
    },
    done: { type: 'final' },
  },
})

export type LoginActorRef = ActorRefFrom<typeof loginMachine>
