/**
 * Sample data for the payment confirm machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */
import type { AnyEventObject } from 'xstate'
import { ApiError } from '../../api/errors'
import { definePathFixtures } from '../../lib/path-fixtures'
import { paymentConfirmMachine } from './payment-confirm.machine'
import type { PaymentConfirmEvent } from './payment-confirm.types'

export const events = [
  { type: 'payment.retry' },
  { type: 'xstate.done.actor.confirmPayment', output: undefined },
  { type: 'xstate.error.actor.confirmPayment', error: new ApiError(500, '', 'GET /index_api/abo_confirm') },
] as AnyEventObject[] as PaymentConfirmEvent[]

export const serializeState = (s: { value: unknown; context: { failure: unknown } }) =>
  JSON.stringify([s.value, s.context.failure])

export const pathFixtures = definePathFixtures(paymentConfirmMachine, [
  { events, input: { aboId: 'abc' }, serializeState },
  { events, input: { aboId: null }, serializeState },
])
