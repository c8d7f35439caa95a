/** The return from a refused or cancelled payment (/app/payment-error): say so, offer to try again. */
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { Button } from '../../components/ui/button'
import type { PaymentCheckoutActorRef } from '../../machines/payment-checkout/payment-checkout.machine'
import { premiumStyles as styles } from './premium-styles'
import { CheckoutButton } from './promotion-view'

export function PaymentErrorView({ actorRef }: { actorRef: PaymentCheckoutActorRef }) {
  const { t } = useTranslation('premium')
  return (
    <div className={styles.card}>
      <p className={styles.alert}>{t('error.text')}</p>
      <p>{t('error.help')}</p>
      <CheckoutButton actorRef={actorRef} label={t('error.retry')} />
      <div className={styles.actions}>
        <Button asChild variant="outline">
          <Link href="/app/account/settings">{t('error.toAccount')}</Link>
        </Button>
      </div>
    </div>
  )
}
