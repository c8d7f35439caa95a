/**
 * Sample data for the payment checkout machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import { ApiError } from '../../api/errors'
import { definePathFixtures } from '../../lib/path-fixtures'
import { paymentCheckoutMachine } from './payment-checkout.machine'
import type { PaymentCheckoutEvent } from './payment-checkout.types'

export const events = [
  { type: 'payment.start' },
  { type: 'xstate.done.actor.requestPaymentUrl', output: 'https://pay.example/3ds?abo_id=1' },
  { type: 'xstate.done.actor.requestPaymentUrl', output: 'javascript:void 0' },
  {
    type: 'xstate.error.actor.requestPaymentUrl',
    error: new ApiError(500, '', 'GET /index_api/abo_pay2secure'),
  },
] as AnyEventObject[] as PaymentCheckoutEvent[]

// What tells two states of one value apart: the context the guards read.
export const serializeState = (s: SnapshotFrom<typeof paymentCheckoutMachine>) =>
  JSON.stringify([s.value, s.context.error])

export const pathFixtures = definePathFixtures(paymentCheckoutMachine, [{ events, serializeState }])
