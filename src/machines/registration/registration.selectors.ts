/** The only way views read the registration machine. Each returns a primitive or a kept reference. */
import type { SnapshotFrom } from 'xstate'
import type { registrationMachine } from './registration.machine'
import type { RegistrationFieldErrors, RegistrationSubmitError } from './registration.types'

type Snapshot = SnapshotFrom<typeof registrationMachine>

export const selectEmail = (s: Snapshot): string => s.context.email
export const selectPassword = (s: Snapshot): string => s.context.password
export const selectNickname = (s: Snapshot): string => s.context.nickname
export const selectAcceptsTerms = (s: Snapshot): boolean => s.context.acceptsTerms
export const selectFieldErrors = (s: Snapshot): RegistrationFieldErrors => s.context.errors
export const selectSubmitError = (s: Snapshot): RegistrationSubmitError | null => s.context.submitError
/** The call is under way: the button shows its spinner and the fields are read-only. */
export const selectIsSubmitting = (s: Snapshot): boolean => s.matches('submitting')
/** Subscribe answered without a session and the machine is logging in with the same credentials. */
export const selectIsLoggingIn = (s: Snapshot): boolean => s.matches({ submitting: 'loggingIn' })
export const selectIsDone = (s: Snapshot): boolean => s.matches('done')
/** Whether a submit would be taken now (false while one is under way). */
export const selectCanSubmit = (s: Snapshot): boolean => s.can({ type: 'form.submit' })
