/**
 * The swipe page's frame around the deck: its heading and its intro. Shared by the page
 * (swipe-page.tsx) and its loading state painted before the app runs (swipe-skeleton.tsx), so the
 * deck starts at the same height in both (issue 38).
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { PageTitle } from '../layout/page-title'

export function SwipePageLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const { t: ts } = useTranslation('social')
  return (
    <div>
      {/* On phones the top bar shows the page's name: the h1 stays for assistive technologies. */}
      <PageTitle className={styles.title}>{t('routes.swipe')}</PageTitle>
      <p className={styles.intro}>{ts('swipe.intro')}</p>
      {children}
    </div>
  )
}

const styles = {
  title: css({ textAlign: 'center', mdDown: { srOnly: true } }),
  intro: css({ color: 'fg.muted', textAlign: 'center', mb: '3', maxW: 'xl', mx: 'auto', fontSize: 'sm' }),
}
