import { describe, expect, it } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { ApiError } from '../../api/errors'
import { statePaths } from '../../lib/state-paths'
import { paymentConfirmMachine } from './payment-confirm.machine'
import type { PaymentConfirmEvent } from './payment-confirm.types'

const events = [
  { type: 'payment.retry' },
  { type: 'xstate.done.actor.confirmPayment', output: undefined },
  { type: 'xstate.error.actor.confirmPayment', error: new ApiError(500, '', 'GET /index_api/abo_confirm') },
] as AnyEventObject[] as PaymentConfirmEvent[]

const serializeState = (s: { value: unknown; context: { failure: unknown } }) =>
  JSON.stringify([s.value, s.context.failure])

describe('payment-confirm paths', () => {
  const withId = getShortestPaths(paymentConfirmMachine, { events, input: { aboId: 'abc' }, serializeState })
  const withoutId = getShortestPaths(paymentConfirmMachine, {
    events,
    input: { aboId: null },
    serializeState,
  })
  const reached = new Set([...withId, ...withoutId].map((path) => JSON.stringify(path.state.value)))

  it('reaches every state but the instant check', () => {
    // `checking` is left by an eventless transition in the same step: no snapshot ever rests there.
    const resting = statePaths(paymentConfirmMachine.root).filter((state) => state !== 'checking')
    for (const state of resting) expect(reached).toContain(JSON.stringify(state))
  })

  it('confirms with one answer when the address carried an abo_id', () => {
    const out = withId.find((path) => path.state.matches('confirmed'))
    expect(out?.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'xstate.done.actor.confirmPayment',
    ])
  })

  it('never confirms without an abo_id', () => {
    expect(withoutId.some((path) => path.state.matches('confirmed'))).toBe(false)
    expect(withoutId.some((path) => path.state.matches('confirming'))).toBe(false)
  })
})
