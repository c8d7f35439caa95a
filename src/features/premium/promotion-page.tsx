/** Devenir Premium (/app/promotion, ARCHITECTURE "Premium purchase"): the offer and the way to pay. */
import { useTranslation } from 'react-i18next'
import { selectCurrentUser } from '../../machines/session/session.selectors'
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
    </div>
  )
}
