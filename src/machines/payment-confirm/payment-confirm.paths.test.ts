import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { events, serializeState } from './payment-confirm.fixtures'
import { paymentConfirmMachine } from './payment-confirm.machine'

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
