/** How views read the login machine. */
import type { SnapshotFrom } from 'xstate'
import type { loginMachine } from './login.machine'

type LoginSnapshot = SnapshotFrom<typeof loginMachine>

export type LoginView = 'login' | 'forgotPassword'

export const selectView = (snapshot: LoginSnapshot): LoginView =>
  snapshot.matches('forgotPassword') ? 'forgotPassword' : 'login'

export const selectLogin = (snapshot: LoginSnapshot) => snapshot.context.login
export const selectPassword = (snapshot: LoginSnapshot) => snapshot.context.password
export const selectRememberMe = (snapshot: LoginSnapshot) => snapshot.context.rememberMe
export const selectEmail = (snapshot: LoginSnapshot) => snapshot.context.email

export const selectLoginError = (snapshot: LoginSnapshot) => snapshot.context.fieldErrors.login ?? null
export const selectPasswordError = (snapshot: LoginSnapshot) => snapshot.context.fieldErrors.password ?? null
export const selectEmailError = (snapshot: LoginSnapshot) => snapshot.context.fieldErrors.email ?? null

export const selectLoginFailure = (snapshot: LoginSnapshot) => snapshot.context.loginFailure
export const selectForgotFailure = (snapshot: LoginSnapshot) => snapshot.context.forgotFailure

/** The login call is on its way (the submit button spins, the fields are read-only). */
export const selectIsSigningIn = (snapshot: LoginSnapshot) => snapshot.matches({ login: 'submitting' })
/** Signed in: the dialog is about to close. */
export const selectIsSignedIn = (snapshot: LoginSnapshot) => snapshot.matches('done')

export const selectIsSendingReset = (snapshot: LoginSnapshot) =>
  snapshot.matches({ forgotPassword: 'sending' })
export const selectIsResetSent = (snapshot: LoginSnapshot) => snapshot.matches({ forgotPassword: 'sent' })
