import { describe, expect, it } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { ApiError } from '../../api/errors'
import { statePaths } from '../../lib/state-paths'
import { paymentCheckoutMachine } from './payment-checkout.machine'
import type { PaymentCheckoutEvent } from './payment-checkout.types'

const events = [
  { type: 'payment.start' },
  { type: 'xstate.done.actor.requestPaymentUrl', output: 'https://pay.example/3ds?abo_id=1' },
  { type: 'xstate.done.actor.requestPaymentUrl', output: 'javascript:void 0' },
  {
    type: 'xstate.error.actor.requestPaymentUrl',
    error: new ApiError(500, '', 'GET /index_api/abo_pay2secure'),
  },
] as AnyEventObject[] as PaymentCheckoutEvent[]

describe('payment-checkout paths', () => {
  const paths = getShortestPaths(paymentCheckoutMachine, {
    events,
    serializeState: (s) => JSON.stringify([s.value, s.context.error]),
  })
  const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)))

  it('reaches every state', () => {
    for (const state of statePaths(paymentCheckoutMachine.root))
      expect(reached).toContain(JSON.stringify(state))
  })

  it('redirects after one click and one answer', () => {
    const out = paths.find((path) => path.state.matches('redirecting'))
    expect(out?.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'payment.start',
      'xstate.done.actor.requestPaymentUrl',
    ])
  })
})
