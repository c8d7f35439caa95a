/**
 * /app/account/visitors (spec section 7, guest/get/visites and /votes): visits and votes received,
 * paged. The tab and the page live in the URL (`?tab=votes&page=2`), so a reload, a shared link and
 * Back keep them.
 */
import { useActorRef } from '@xstate/react'
import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { visitorsMachine } from '../../machines/visitors/visitors.machine'
import type { GuestTab } from '../../machines/visitors/visitors.types'
import { PageTitle } from '../layout/page-title'
import { useListQuery } from '../layout/use-list-query'
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
  const query = useListQuery()
  const tab: GuestTab = query.get('tab') === 'votes' ? 'votes' : 'visits'
  const { page } = query
  const actorRef = useActorRef(visitorsMachine, { input: { tab, page } })
  useEffect(() => {
    const { context } = actorRef.getSnapshot()
    if (context.tab !== tab) actorRef.send({ type: 'tab.select', tab, page })
    else if (context.lists[tab].page !== page) actorRef.send({ type: 'page.go', page })
  }, [actorRef, tab, page])
  return (
    <VisitorsPageLayout>
      <VisitorsView
        actorRef={actorRef}
        // Each tab comes back at the page it was left on.
        onSelect={(next) => {
          const shown = actorRef.getSnapshot().context.lists[next].shownPage
          query.go({ tab: next === 'visits' ? null : next, page: Math.max(shown, 1) })
        }}
        onGo={(next) => query.go({ page: next })}
      />
    </VisitorsPageLayout>
  )
}
