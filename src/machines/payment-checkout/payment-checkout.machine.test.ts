import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '../../api/errors'
import { isProviderUrl, paymentCheckoutMachine } from './payment-checkout.machine'
import { selectCheckoutError, selectIsRedirecting, selectIsStarting } from './payment-checkout.selectors'

function start(answer: () => Promise<string>) {
  let calls = 0
  const machine = paymentCheckoutMachine.provide({
    actors: {
      requestPaymentUrl: fromPromise<string>(() => {
        calls += 1
        return answer()
      }),
    },
  })
  const actor = createActor(machine)
  const redirects: string[] = []
  actor.on('redirect', (event) => redirects.push(event.url))
  actor.start()
  return { actor, redirects, calls: () => calls }
}

const PROVIDER = 'http://127.0.0.1:47312/__mock/provider?abo_id=abc&return=http%3A%2F%2Fapp'

describe('payment-checkout machine', () => {
  it('asks for the provider address and sends the member there', async () => {
    const { actor, redirects } = start(async () => PROVIDER)
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'payment.start' })
    expect(selectIsStarting(actor.getSnapshot())).toBe(true)
    await waitFor(actor, selectIsRedirecting)
    expect(redirects).toEqual([PROVIDER])
    expect(selectIsStarting(actor.getSnapshot())).toBe(true)
  })

  it('fails when the call fails, and tries again on demand', async () => {
    let fail = true
    const { actor, redirects, calls } = start(async () => {
      if (fail) throw new ApiError(500, 'down', 'GET /index_api/abo_pay2secure')
      return PROVIDER
    })
    actor.send({ type: 'payment.start' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(selectCheckoutError(actor.getSnapshot())).toBe('unavailable')
    fail = false
    actor.send({ type: 'payment.start' })
    expect(selectCheckoutError(actor.getSnapshot())).toBeNull()
    await waitFor(actor, selectIsRedirecting)
    expect(calls()).toBe(2)
    expect(redirects).toEqual([PROVIDER])
  })

  it('never follows an address that is not http(s)', async () => {
    const { actor, redirects } = start(async () => 'javascript:alert(1)')
    actor.send({ type: 'payment.start' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(selectCheckoutError(actor.getSnapshot())).toBe('badAddress')
    expect(redirects).toEqual([])
  })

  it('ignores a second click while asking', async () => {
    const { actor, calls } = start(() => new Promise<string>(() => {}))
    actor.send({ type: 'payment.start' })
    actor.send({ type: 'payment.start' })
    expect(calls()).toBe(1)
  })

  it('knows a provider address', () => {
    expect(isProviderUrl('https://pay.example/x')).toBe(true)
    expect(isProviderUrl('/relative')).toBe(false)
    expect(isProviderUrl('data:text/html,hi')).toBe(false)
  })
})
