import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { PageTitle } from './page-title'

export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <section className={css({ py: '10', textAlign: 'center' })}>
      <PageTitle>{t('status.notFoundTitle')}</PageTitle>
      <p className={css({ mb: '6' })}>{t('status.notFoundText')}</p>
      <Link href="/" className={css({ color: 'primary.fg', textDecoration: 'underline' })}>
        {t('status.backHome')}
      </Link>
    </section>
  )
}
