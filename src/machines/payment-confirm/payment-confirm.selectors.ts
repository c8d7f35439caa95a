/** The only way views read the payment-confirm machine. */
import type { SnapshotFrom } from 'xstate'
import type { paymentConfirmMachine } from './payment-confirm.machine'
import type { PaymentConfirmFailure } from './payment-confirm.types'

type Snapshot = SnapshotFrom<typeof paymentConfirmMachine>

export const selectIsConfirming = (s: Snapshot): boolean => s.matches('checking') || s.matches('confirming')
export const selectIsConfirmed = (s: Snapshot): boolean => s.matches('confirmed')
export const selectConfirmFailure = (s: Snapshot): PaymentConfirmFailure | null => s.context.failure
export const selectCanRetry = (s: Snapshot): boolean => s.can({ type: 'payment.retry' })
