import type { LoginResult } from '../../api/models/auth'

/** The text fields of the form; the view sends them as typed, the machine trims where it matters. */
export type RegistrationField = 'email' | 'password' | 'nickname'

/** Why a field is refused; the view translates the code (`onboarding:register.errors.*`). */
export type EmailErrorCode = 'required' | 'invalid'
export type PasswordErrorCode = 'required' | 'tooShort'
export type NicknameErrorCode = 'required' | 'invalid'
export type TermsErrorCode = 'required'

export interface RegistrationFieldErrors {
  email?: EmailErrorCode
  password?: PasswordErrorCode
  nickname?: NicknameErrorCode
  /** The "18 or older, I accept the CGU" box is not ticked. */
  terms?: TermsErrorCode
}

/**
 * Why the server did not sign the member in: `refused` keeps the server's own French label (a
 * duplicate email, a nickname taken) as data; anything else is `generic`.
 */
export type RegistrationSubmitError = { code: 'refused'; label: string } | { code: 'generic' }

export interface RegistrationValues {
  email: string
  password: string
  nickname: string
  /** The member certifies being 18 or older and accepts the CGU. */
  acceptsTerms: boolean
}

export interface RegistrationContext extends RegistrationValues {
  /** Empty until the first submit; then kept up to date as the member types. */
  errors: RegistrationFieldErrors
  /** True once a submit was attempted: from then on errors follow every change. */
  attempted: boolean
  submitError: RegistrationSubmitError | null
  /** The new session, once signed in. */
  result: LoginResult | null
}

export type RegistrationEvent =
  | { type: 'email.change'; value: string }
  | { type: 'password.change'; value: string }
  | { type: 'nickname.change'; value: string }
  | { type: 'terms.change'; accepted: boolean }
  | { type: 'form.submit' }

/** What the machine tells its owner: the member is registered and signed in. */
export type RegistrationEmitted = { type: 'signedIn'; result: LoginResult; nickname: string }

/** What subscribe and login are called with (trimmed email and nickname). */
export interface RegistrationCredentials {
  email: string
  password: string
  nickname: string
}
