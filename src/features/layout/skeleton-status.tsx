/**
 * What a page's loading state says to assistive technologies while the member is looked up (the route
 * guard's wait, prerendered into the shells): "Chargement...", read and not shown. One component for
 * the generic wait (page-skeleton.tsx) and the pages' own (the home page's, the results', the swipe
 * deck's).
 */
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'

export function SkeletonStatus() {
  const { t } = useTranslation()
  return (
    <p role="status" className={srOnly}>
      {t('status.loading')}
    </p>
  )
}

const srOnly = css({ srOnly: true })
