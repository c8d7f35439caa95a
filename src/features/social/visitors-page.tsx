/** /app/account/visitors (spec section 7, guest/get/visites and /votes): visits and votes received, paged. */
import { useActorRef } from '@xstate/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { visitorsMachine } from '../../machines/visitors/visitors.machine'
import { PageTitle } from '../layout/page-title'
import { VisitorsView } from './visitors-view'

export function VisitorsPageLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const { t: ts } = useTranslation('social')
  return (
    <div>
      <PageTitle>{t('routes.visitors')}</PageTitle>
      <p className={css({ color: 'fg.muted', mb: '5' })}>{ts('visitors.intro')}</p>
      {children}
    </div>
  )
}

export default function VisitorsPage() {
  const actorRef = useActorRef(visitorsMachine, { input: {} })
  return (
    <VisitorsPageLayout>
      <VisitorsView actorRef={actorRef} />
    </VisitorsPageLayout>
  )
}
