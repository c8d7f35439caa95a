/** The return from the card provider (/app/payment-success) over a payment-confirm machine. */
import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { Button } from '../../components/ui/button'
import type { PaymentConfirmActorRef } from '../../machines/payment-confirm/payment-confirm.machine'
import {
  selectCanRetry,
  selectConfirmFailure,
  selectIsConfirmed,
  selectIsConfirming,
} from '../../machines/payment-confirm/payment-confirm.selectors'
import { premiumStyles as styles } from './premium-styles'

export function PaymentSuccessView({ actorRef }: { actorRef: PaymentConfirmActorRef }) {
  const { t } = useTranslation('premium')
  const confirming = useSelector(actorRef, selectIsConfirming)
  const confirmed = useSelector(actorRef, selectIsConfirmed)
  const failure = useSelector(actorRef, selectConfirmFailure)
  const canRetry = useSelector(actorRef, selectCanRetry)
  return (
    <div className={styles.card}>
      {confirming ? (
        <p role="status" className={styles.status}>
          {t('success.confirming')}
        </p>
      ) : null}
      {confirmed ? <Confirmed /> : null}
      {failure ? (
        <>
          <div role="alert" className={styles.alert}>
            <p>{t(`success.errors.${failure.code}`)}</p>
            {failure.code === 'refused' ? <p className={styles.detail}>{failure.serverMessage}</p> : null}
          </div>
          <div className={styles.actions}>
            {canRetry ? (
              <Button onClick={() => actorRef.send({ type: 'payment.retry' })}>{t('success.retry')}</Button>
            ) : null}
            <Button asChild variant="outline">
              <Link href="/app/promotion">{t('success.toPromotion')}</Link>
            </Button>
          </div>
        </>
      ) : null}
    </div>
  )
}

function Confirmed() {
  const { t } = useTranslation('premium')
  // Replaces the "confirming" line the member was reading: focus it so it is read out too.
  const message = useRef<HTMLParagraphElement>(null)
  useEffect(() => message.current?.focus(), [])
  return (
    <>
      <p ref={message} role="status" tabIndex={-1} className={styles.success}>
        {t('success.confirmed')}
      </p>
      <div className={styles.actions}>
        <Button asChild>
          <Link href="/app/account/settings">{t('success.toAccount')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/app/search">{t('success.toSearch')}</Link>
        </Button>
      </div>
    </>
  )
}
