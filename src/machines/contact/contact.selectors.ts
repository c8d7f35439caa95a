/** The only way views read the contact machine. */
import type { SnapshotFrom } from 'xstate'
import type { contactMachine } from './contact.machine'
import type { ContactFailure, ContactFieldErrors, ContactReasonCode } from './contact.types'

type Snapshot = SnapshotFrom<typeof contactMachine>

export const selectEmail = (s: Snapshot): string => s.context.email
export const selectReason = (s: Snapshot): ContactReasonCode | '' => s.context.reason
export const selectMessage = (s: Snapshot): string => s.context.message
export const selectFieldErrors = (s: Snapshot): ContactFieldErrors => s.context.errors
export const selectFailure = (s: Snapshot): ContactFailure | null => s.context.failure
export const selectIsSending = (s: Snapshot): boolean => s.matches('sending')
export const selectIsSent = (s: Snapshot): boolean => s.matches('sent')
