import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError, RefusedError } from '../../api/errors'
import { paymentConfirmMachine } from './payment-confirm.machine'
import {
  selectCanRetry,
  selectConfirmFailure,
  selectIsConfirmed,
  selectIsConfirming,
} from './payment-confirm.selectors'

function start(aboId: string | null, answer: (aboId: string) => Promise<void>) {
  const calls: string[] = []
  const machine = paymentConfirmMachine.provide({
    actors: {
      confirmPayment: fromPromise<void, { aboId: string }>(({ input }) => {
        calls.push(input.aboId)
        return answer(input.aboId)
      }),
    },
  })
  const actor = createActor(machine, { input: { aboId } })
  const emitted: string[] = []
  actor.on('*', (event) => emitted.push(event.type))
  actor.start()
  return { actor, calls, emitted }
}

describe('payment-confirm machine', () => {
  it('confirms the abo_id, then asks for the member to be refreshed', async () => {
    const { actor, calls, emitted } = start('abc123', async () => {})
    expect(selectIsConfirming(actor.getSnapshot())).toBe(true)
    await waitFor(actor, selectIsConfirmed)
    expect(calls).toEqual(['abc123'])
    expect(emitted).toEqual(['premiumActivated'])
  })

  it('has nothing to confirm without an abo_id, and offers no retry', () => {
    for (const aboId of [null, '', '  ']) {
      const { actor, calls } = start(aboId, async () => {})
      expect(actor.getSnapshot().value).toBe('failed')
      expect(selectConfirmFailure(actor.getSnapshot())).toEqual({ code: 'missingPayment' })
      expect(selectCanRetry(actor.getSnapshot())).toBe(false)
      expect(calls).toEqual([])
    }
  })

  it('shows a refusal with the server text, and retries on demand', async () => {
    let refuse = true
    const { actor, calls, emitted } = start('abc', async () => {
      if (refuse) throw new RefusedError('GET /index_api/abo_confirm', 'Ce paiement a été refusé.')
    })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(selectConfirmFailure(actor.getSnapshot())).toEqual({
      code: 'refused',
      serverMessage: 'Ce paiement a été refusé.',
    })
    expect(selectCanRetry(actor.getSnapshot())).toBe(true)
    refuse = false
    actor.send({ type: 'payment.retry' })
    expect(selectConfirmFailure(actor.getSnapshot())).toBeNull()
    await waitFor(actor, selectIsConfirmed)
    expect(calls).toEqual(['abc', 'abc'])
    expect(emitted).toEqual(['premiumActivated'])
  })

  it('reads a failed call as failed', async () => {
    const { actor } = start('abc', async () => {
      throw new ApiError(0, '', 'GET /index_api/abo_confirm')
    })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(selectConfirmFailure(actor.getSnapshot())).toEqual({ code: 'failed' })
  })
})
