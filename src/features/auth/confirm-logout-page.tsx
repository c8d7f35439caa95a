import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { Button } from '../../components/ui/button'
import { PageTitle } from '../layout/page-title'

/** Spec section 2: title 'Déconnexion' and a danger button 'Quitter le site' to the logout route. */
export default function ConfirmLogoutPage() {
  const { t } = useTranslation()
  return (
    <section className={css({ maxW: 'xl', mx: 'auto', py: '10', textAlign: 'center' })}>
      <PageTitle>{t('routes.confirmLogout')}</PageTitle>
      <p className={css({ mb: '6' })}>{t('confirmLogout.text')}</p>
      <div className={css({ display: 'flex', gap: '3', justifyContent: 'center', flexWrap: 'wrap' })}>
        <Button asChild variant="danger">
          <Link href="/app/logout">{t('confirmLogout.leave')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/app">{t('confirmLogout.stay')}</Link>
        </Button>
      </div>
    </section>
  )
}
