/**
 * Paiement confirmé (/app/payment-success?abo_id=...): the card provider sent the member back; the
 * purchase is confirmed with abo_confirm, then the session looks the member up again (premium now).
 */
import { useActorRef } from '@xstate/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import { paymentConfirmMachine } from '../../machines/payment-confirm/payment-confirm.machine'
import { PageTitle } from '../layout/page-title'
import { SessionContext } from '../session/session-context'
import { PaymentSuccessView } from './payment-success-view'
import { premiumStyles } from './premium-styles'

export default function PaymentSuccessPage() {
  const { t } = useTranslation()
  const search = useSearch()
  // The address the provider returned to; later changes of the query do not start a new confirmation.
  const [aboId] = useState(() => new URLSearchParams(search).get('abo_id'))
  const actorRef = useActorRef(paymentConfirmMachine, { input: { aboId } })
  const session = SessionContext.useActorRef()
  useEffect(() => {
    const subscription = actorRef.on('premiumActivated', () => session.send({ type: 'session.refresh' }))
    return () => subscription.unsubscribe()
  }, [actorRef, session])
  return (
    <div className={premiumStyles.page}>
      <PageTitle>{t('routes.paymentSuccess')}</PageTitle>
      <PaymentSuccessView actorRef={actorRef} />
    </div>
  )
}
