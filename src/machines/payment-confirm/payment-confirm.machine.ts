/**
 * Confirming a premium purchase when the card provider sends the member back to
 * /app/payment-success?abo_id=... (ARCHITECTURE "Premium purchase", spec section 7): abo_confirm with
 * the `abo_id`, then `premiumActivated` so the page refreshes the member through the session.
 *
 * - `checking`: decides at once whether the address carried an `abo_id`.
 * - `confirming`: abo_confirm runs.
 * - `confirmed`: the member is premium; `premiumActivated` was emitted on entry.
 * - `failed`: not confirmed (`failure` says why); a retry is offered unless there was no `abo_id`.
 */
import { type ActorRefFrom, assign, emit, setup } from 'xstate'
import { isRefusedError } from '../../api/errors'
import { confirmPayment } from './payment-confirm.actors'
import type {
  PaymentConfirmContext,
  PaymentConfirmEmitted,
  PaymentConfirmEvent,
  PaymentConfirmFailure,
  PaymentConfirmInput,
} from './payment-confirm.types'

export function toPaymentConfirmFailure(error: unknown): PaymentConfirmFailure {
  const message = isRefusedError(error) ? error.serverMessage.trim() : ''
  return message ? { code: 'refused', serverMessage: message } : { code: 'failed' }
}

export const paymentConfirmMachine = setup({
  types: {
    context: {} as PaymentConfirmContext,
    events: {} as PaymentConfirmEvent,
    input: {} as PaymentConfirmInput,
    emitted: {} as PaymentConfirmEmitted,
  },
  actors: { confirmPayment },
  guards: {
    hasAboId: ({ context }) => context.aboId !== '',
  },
  actions: {
    flagMissingPayment: assign({ failure: { code: 'missingPayment' } as PaymentConfirmFailure }),
    clearFailure: assign({ failure: null }),
    storeFailure: assign({
      failure: (_, params: { error: unknown }) => toPaymentConfirmFailure(params.error),
    }),
    announcePremium: emit({ type: 'premiumActivated' } as const),
  },
}).createMachine({
  id: 'paymentConfirm',
  context: ({ input }) => ({ aboId: input.aboId?.trim() ?? '', failure: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'hasAboId', target: 'confirming' },
        { target: 'failed', actions: 'flagMissingPayment' },
      ],
    },
    confirming: {
      entry: 'clearFailure',
      invoke: {
        id: 'confirmPayment',
        src: 'confirmPayment',
        input: ({ context }) => ({ aboId: context.aboId }),
        onDone: { target: 'confirmed' },
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    confirmed: {
      entry: 'announcePremium',
    },
    failed: {
      on: { 'payment.retry': { guard: 'hasAboId', target: 'confirming' } },
    },
  },
})

export type PaymentConfirmActorRef = ActorRefFrom<typeof paymentConfirmMachine>
