/** Échec du paiement (/app/payment-error): the provider refused or the member cancelled. */
import { useTranslation } from 'react-i18next'
import { PageTitle } from '../layout/page-title'
import { PaymentErrorView } from './payment-error-view'
import { premiumStyles } from './premium-styles'
import { useCheckout } from './use-checkout'

export default function PaymentErrorPage() {
  const { t } = useTranslation()
  const checkout = useCheckout()
  return (
    <div className={premiumStyles.page}>
      <PageTitle>{t('routes.paymentError')}</PageTitle>
      <PaymentErrorView actorRef={checkout} />
    </div>
  )
}
