/**
 * Devenir Premium (/app/promotion, ARCHITECTURE "Premium purchase"): the offer and the way to pay,
 * then the page's two ads (placements promotion and promotion2), under the offer so that an ad
 * arriving late never moves the pay button.
 */
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { selectCurrentUser } from '../../machines/session/session.selectors'
import { Ad } from '../ads/ad'
import { PageTitle } from '../layout/page-title'
import { SessionContext } from '../session/session-context'
import { premiumStyles } from './premium-styles'
import { PromotionView } from './promotion-view'
import { useCheckout } from './use-checkout'

export default function PromotionPage() {
  const { t } = useTranslation()
  const user = SessionContext.useSelector(selectCurrentUser)
  const checkout = useCheckout()
  return (
    <div className={premiumStyles.page}>
      <PageTitle>{t('routes.promotion')}</PageTitle>
      <PromotionView
        actorRef={checkout}
        isPremium={Boolean(user?.isPremium && !user.subscriptionCancelled)}
      />
      <div className={styles.ads}>
        <Ad placement="promotion" className={styles.ad} />
        <Ad placement="promotion2" className={styles.ad} />
      </div>
    </div>
  )
}

const styles = {
  // Side by side when both fit, one under the other on phones; no room at all while neither shows.
  ads: css({ display: 'flex', flexWrap: 'wrap', gap: '4', _empty: { display: 'none' } }),
  ad: css({ flex: '1 1 16rem' }),
}
