/** The only way views read the payment-checkout machine. */
import type { SnapshotFrom } from 'xstate'
import type { paymentCheckoutMachine } from './payment-checkout.machine'
import type { PaymentCheckoutError } from './payment-checkout.types'

type Snapshot = SnapshotFrom<typeof paymentCheckoutMachine>

/** The pay button is busy from the call until the page is left. */
export const selectIsStarting = (s: Snapshot): boolean => s.matches('requesting') || s.matches('redirecting')
export const selectIsRedirecting = (s: Snapshot): boolean => s.matches('redirecting')
export const selectCheckoutError = (s: Snapshot): PaymentCheckoutError | null => s.context.error
