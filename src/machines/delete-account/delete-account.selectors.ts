/** The only way views read the delete-account machine. */
import type { SnapshotFrom } from 'xstate'
import type { deleteAccountMachine } from './delete-account.machine'
import type { DeleteAccountFailure, DeleteAccountFieldError } from './delete-account.types'

type Snapshot = SnapshotFrom<typeof deleteAccountMachine>

export const selectPassword = (s: Snapshot): string => s.context.password
export const selectPasswordError = (s: Snapshot): DeleteAccountFieldError | null => s.context.fieldError
export const selectFailure = (s: Snapshot): DeleteAccountFailure | null => s.context.failure
export const selectIsDeleting = (s: Snapshot): boolean => s.matches('deleting')
/** The account is gone: the confirmation replaces the form until the member is logged out. */
export const selectIsDeleted = (s: Snapshot): boolean => s.matches('deleted') || s.matches('loggingOut')
