/**
 * Starting a premium purchase (ARCHITECTURE "Premium purchase", spec section 7): abo_pay2secure gives
 * the card provider's address (`result.URL`) and the member is sent there; the provider brings them
 * back to /app/payment-success or /app/payment-error. Used by the promotion page, and by the
 * payment-error page to try again. Leaving the app is the page's job: the machine emits `redirect`.
 *
 * - `idle`: the offer; nothing asked yet.
 * - `requesting`: abo_pay2secure runs; the button is busy and a second click is ignored.
 * - `redirecting`: the address is known and `redirect` was emitted; the page is about to be left.
 * - `failed`: no usable address (call failed, or not http(s)); the member may try again.
 */
import { type ActorRefFrom, assign, emit, setup } from 'xstate'
import { requestPaymentUrl } from './payment-checkout.actors'
import type {
  PaymentCheckoutContext,
  PaymentCheckoutEmitted,
  PaymentCheckoutEvent,
} from './payment-checkout.types'

/** Only a web address may take the member away: never `javascript:` or a data URL from a bad answer. */
export function isProviderUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

export const paymentCheckoutMachine = setup({
  types: {
    context: {} as PaymentCheckoutContext,
    events: {} as PaymentCheckoutEvent,
    emitted: {} as PaymentCheckoutEmitted,
  },
  actors: { requestPaymentUrl },
  guards: {
    isProviderUrl: (_, params: { url: string }) => isProviderUrl(params.url),
  },
  actions: {
    clearError: assign({ error: null }),
    storeUrl: assign({ url: (_, params: { url: string }) => params.url }),
    flagUnavailable: assign({ error: 'unavailable' as const }),
    flagBadAddress: assign({ error: 'badAddress' as const }),
    redirect: emit(({ context }) => ({ type: 'redirect' as const, url: context.url ?? '' })),
  },
}).createMachine({
  id: 'paymentCheckout',
  context: { url: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'payment.start': { target: 'requesting', actions: 'clearError' } },
    },
    requesting: {
      invoke: {
        id: 'requestPaymentUrl',
        src: 'requestPaymentUrl',
        onDone: [
          {
            guard: { type: 'isProviderUrl', params: ({ event }) => ({ url: event.output }) },
            target: 'redirecting',
            actions: { type: 'storeUrl', params: ({ event }) => ({ url: event.output }) },
          },
          { target: 'failed', actions: 'flagBadAddress' },
        ],
        onError: { target: 'failed', actions: 'flagUnavailable' },
      },
    },
    redirecting: {
      entry: 'redirect',
    },
    failed: {
      on: { 'payment.start': { target: 'requesting', actions: 'clearError' } },
    },
  },
})

export type PaymentCheckoutActorRef = ActorRefFrom<typeof paymentCheckoutMachine>
