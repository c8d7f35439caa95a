/**
 * Deleting the account (modal `deleteAccount`, spec sections 2, 4, 5, 7 and 8): the member confirms
 * with their password; on success a confirmation shows, then the member is logged out after 3
 * seconds. The machine never logs out itself: it emits `logoutRequested` and the page hands that
 * to the session machine.
 *
 * - `editing`: the password form (required: 'Veuillez entrer votre mot de passe'). A failed call
 *   comes back here with the password kept and `failure` set (section 8's message).
 * - `deleting`: the call runs; the form is read-only and a second submit is ignored.
 * - `deleted`: the account is gone; the confirmation shows for `logoutDelay`.
 * - `loggingOut`: `logoutRequested` was emitted on entry. Final.
 */
import { type ActorRefFrom, assign, emit, setup } from 'xstate'
import { isRefusedError } from '../../api/errors'
import { requestDeletion } from './delete-account.actors'
import type {
  DeleteAccountContext,
  DeleteAccountEmitted,
  DeleteAccountEvent,
  DeleteAccountFailure,
} from './delete-account.types'

/** Spec section 4: "success shows confirmation, then logout after 3 seconds". */
export const LOGOUT_DELAY_MS = 3000

export function toDeleteAccountFailure(error: unknown): DeleteAccountFailure {
  return { code: 'deleteFailed', serverMessage: isRefusedError(error) ? error.serverMessage.trim() : '' }
}

export const deleteAccountMachine = setup({
  types: {
    context: {} as DeleteAccountContext,
    events: {} as DeleteAccountEvent,
    emitted: {} as DeleteAccountEmitted,
  },
  actors: { requestDeletion },
  delays: { logoutDelay: LOGOUT_DELAY_MS },
  guards: {
    // A password is taken as typed: spaces may be part of it.
    isPasswordGiven: ({ context }) => context.password !== '',
  },
  actions: {
    setPassword: assign(({ context }, params: { value: string }) => ({
      password: params.value,
      fieldError: context.fieldError && params.value === '' ? context.fieldError : null,
    })),
    flagPasswordRequired: assign({ fieldError: 'passwordRequired' as const }),
    clearFailure: assign({ failure: null, fieldError: null }),
    storeFailure: assign({
      failure: (_, params: { error: unknown }) => toDeleteAccountFailure(params.error),
    }),
    forgetPassword: assign({ password: '' }),
    requestLogout: emit({ type: 'logoutRequested' } as const),
  },
}).createMachine({
  id: 'deleteAccount',
  context: { password: '', fieldError: null, failure: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'password.change': {
          actions: { type: 'setPassword', params: ({ event }) => ({ value: event.value }) },
        },
        'form.submit': [
          { guard: 'isPasswordGiven', target: 'deleting', actions: 'clearFailure' },
          { actions: 'flagPasswordRequired' },
        ],
      },
    },
    deleting: {
      invoke: {
        id: 'requestDeletion',
        src: 'requestDeletion',
        input: ({ context }) => ({ password: context.password }),
        // Nothing is left to use the password for.
        onDone: { target: 'deleted', actions: 'forgetPassword' },
        onError: {
          target: 'editing',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    deleted: {
      after: { logoutDelay: 'loggingOut' },
    },
    loggingOut: {
      type: 'final',
      entry: 'requestLogout',
    },
  },
})

export type DeleteAccountActorRef = ActorRefFrom<typeof deleteAccountMachine>
