/**
 * The premium offer (/app/promotion) over a payment-checkout machine: the benefits, then the button
 * that asks for the card provider's address and leaves for it.
 */
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from '../../components/ui/button'
import { CheckIcon } from '../../components/ui/icons'
import type { PaymentCheckoutActorRef } from '../../machines/payment-checkout/payment-checkout.machine'
import {
  selectCheckoutError,
  selectIsRedirecting,
  selectIsStarting,
} from '../../machines/payment-checkout/payment-checkout.selectors'
import { premiumStyles as styles } from './premium-styles'

const BENEFITS = ['messages', 'photos', 'albums', 'highlight'] as const

export interface PromotionViewProps {
  actorRef: PaymentCheckoutActorRef
  /** A premium member may still pay: the subscription is extended. */
  isPremium: boolean
}

export function PromotionView({ actorRef, isPremium }: PromotionViewProps) {
  const { t } = useTranslation('premium')
  return (
    <div className={styles.card}>
      <p className={styles.intro}>{t('promotion.intro')}</p>
      {isPremium ? <p className={styles.status}>{t('promotion.alreadyPremium')}</p> : null}
      <section
        aria-labelledby="premium-benefits"
        className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
      >
        <h2 id="premium-benefits" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
          {t('promotion.benefitsTitle')}
        </h2>
        <ul className={list}>
          {BENEFITS.map((benefit) => (
            <li key={benefit} className={item}>
              <CheckIcon aria-hidden="true" className={check} />
              {t(`promotion.benefits.${benefit}`)}
            </li>
          ))}
        </ul>
      </section>
      <CheckoutButton actorRef={actorRef} label={t('promotion.pay')} />
      <p className={styles.muted}>{t('promotion.secure')}</p>
    </div>
  )
}

/** The pay button, the redirection notice and the failure; shared with the payment-error page. */
export function CheckoutButton({ actorRef, label }: { actorRef: PaymentCheckoutActorRef; label: string }) {
  const { t } = useTranslation('premium')
  const starting = useSelector(actorRef, selectIsStarting)
  const redirecting = useSelector(actorRef, selectIsRedirecting)
  const error = useSelector(actorRef, selectCheckoutError)
  return (
    <>
      {error ? (
        <p role="alert" className={styles.alert}>
          {t(`promotion.errors.${error}`)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button size="lg" loading={starting} onClick={() => actorRef.send({ type: 'payment.start' })}>
          {label}
        </Button>
        <span role="status" className={styles.muted}>
          {redirecting ? t('promotion.redirecting') : ''}
        </span>
      </div>
    </>
  )
}

const list = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0', m: '0' })
const item = css({ display: 'flex', alignItems: 'center', gap: '2' })
const check = css({ color: 'success.fg', w: '5', h: '5', flexShrink: '0' })
