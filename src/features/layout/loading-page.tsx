import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'

/** Shown while a lazy page or its translations load. */
export function LoadingPage() {
  const { t } = useTranslation()
  return (
    <p role="status" aria-live="polite" className={css({ py: '10', textAlign: 'center', color: 'fg.muted' })}>
      {t('status.loading')}
    </p>
  )
}
