import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { events, serializeState } from './payment-checkout.fixtures'
import { paymentCheckoutMachine } from './payment-checkout.machine'

describe('payment-checkout paths', () => {
  const paths = getShortestPaths(paymentCheckoutMachine, {
    events,
    serializeState,
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
