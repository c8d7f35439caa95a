import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'

/**
 * What the error boundary shows: a message in the member's language and a way out, a full load of
 * `href` (the landing page for the app's boundary, the same address for a page's).
 */
export function ErrorPage({ href = '/' }: { href?: string }) {
  const { t } = useTranslation()
  return (
    <section role="alert" className={css({ maxW: 'xl', mx: 'auto', py: '16', px: '4', textAlign: 'center' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '3' })}>{t('errors.boundaryTitle')}</h1>
      <p className={css({ mb: '6' })}>{t('errors.generic')}</p>
      <a href={href} className={css({ color: 'primary.fg', textDecoration: 'underline' })}>
        {t('errors.reload')}
      </a>
    </section>
  )
}
