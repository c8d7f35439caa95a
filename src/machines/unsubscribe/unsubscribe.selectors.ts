/** The only way views read the unsubscribe machine. */
import type { SnapshotFrom } from 'xstate'
import type { unsubscribeMachine } from './unsubscribe.machine'
import type { UnsubscribeFailure, UnsubscribeFieldError } from './unsubscribe.types'

type Snapshot = SnapshotFrom<typeof unsubscribeMachine>

export const selectEmail = (s: Snapshot): string => s.context.email
export const selectEmailError = (s: Snapshot): UnsubscribeFieldError | null => s.context.fieldError
export const selectFailure = (s: Snapshot): UnsubscribeFailure | null => s.context.failure
export const selectIsSubmitting = (s: Snapshot): boolean => s.matches('submitting')
export const selectIsConfirmed = (s: Snapshot): boolean => s.matches('confirmed')
