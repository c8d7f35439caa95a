/**
 * A payment-checkout actor whose `redirect` leaves the app for the card provider's page (a full
 * navigation: the provider brings the member back to /app/payment-success or /app/payment-error).
 */
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import {
  type PaymentCheckoutActorRef,
  paymentCheckoutMachine,
} from '../../machines/payment-checkout/payment-checkout.machine'

export function useCheckout(
  logic: typeof paymentCheckoutMachine = paymentCheckoutMachine,
): PaymentCheckoutActorRef {
  const actorRef = useActorRef(logic)
  useEffect(() => {
    const subscription = actorRef.on('redirect', ({ url }) => window.location.assign(url))
    return () => subscription.unsubscribe()
  }, [actorRef])
  return actorRef
}
