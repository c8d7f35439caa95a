import type { ParseKeys } from 'i18next'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { PageTitle } from '../layout/page-title'

/** The page of a route whose feature arrives in a later issue: its real title and a short note. */
export function RoutePlaceholder({ title }: { title: ParseKeys<'common'> }) {
  const { t } = useTranslation()
  return (
    <section className={css({ maxW: '3xl', mx: 'auto', py: '8' })}>
      <PageTitle>{t(title)}</PageTitle>
      <p className={css({ color: 'fg.muted' })}>{t('routes.comingSoon')}</p>
    </section>
  )
}
