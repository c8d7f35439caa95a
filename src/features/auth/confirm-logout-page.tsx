import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { css } from 'styled-system/css'
import { PageTitle } from '../layout/page-title'

/** Spec section 2: title 'Déconnexion' and a danger button 'Quitter le site' to the logout route. */
export default function ConfirmLogoutPage() {
  const { t } = useTranslation()
  return (
    <section className={css({ maxW: 'xl', mx: 'auto', py: '10', textAlign: 'center' })}>
      <PageTitle>{t('routes.confirmLogout')}</PageTitle>
      <p className={css({ mb: '6' })}>{t('confirmLogout.text')}</p>
      <div className={css({ display: 'flex', gap: '3', justifyContent: 'center', flexWrap: 'wrap' })}>
        <Link href="/app/logout" className={css({ px: '6', py: '2.5', borderRadius: 'pill', bg: 'danger.solid', color: 'danger.contrast', fontWeight: 'semibold' })}>
          {t('confirmLogout.leave')}
        </Link>
        <Link href="/app" className={css({ px: '6', py: '2.5', borderRadius: 'pill', borderWidth: '1px', borderColor: 'border.default', fontWeight: 'semibold' })}>
          {t('confirmLogout.stay')}
        </Link>
      </div>
    </section>
  )
}
