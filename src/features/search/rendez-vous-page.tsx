/**
 * /app/search/rendez-vous: the members who set meeting preferences (meeting_res), 12 a page,
 * filtered by gender through the URL.
 */
import { lazy, Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { type SearchQuery, searchHref, withPage } from '../../machines/search-results/search-results.url'
import { PageTitle } from '../layout/page-title'
import { GenderFilter } from './gender-filter'
import { SearchResultsView } from './search-results-view'
import { useSearchResults } from './use-search-results'

// The slot's code loads with the first ad shown, never with the first route.
const AdSlot = lazy(() => import('../ads/ad-slot'))

const PATH = '/app/search/rendez-vous'
/** This page filters by gender only; its page is kept. */
const genderAndPage = (query: SearchQuery): SearchQuery => ({
  ...(query.gender ? { gender: query.gender } : {}),
  ...(query.page ? { page: query.page } : {}),
})

export default function RendezVousPage() {
  const { t } = useTranslation()
  const { t: ts } = useTranslation('search')
  const { actorRef, query } = useSearchResults('meeting', genderAndPage)
  // The ads are read beside the results, so the center one is there when they are.
  useEffect(() => {
    import('../ads/ad-slot').then(
      (slot) => slot.prefetchAds(),
      () => undefined,
    )
  }, [])
  return (
    <div className={styles.page}>
      <PageTitle>{t('routes.searchRendezVous')}</PageTitle>
      <p className={styles.intro}>{ts('rendezVous.intro')}</p>
      <GenderFilter path={PATH} query={query} />
      <SearchResultsView
        actorRef={actorRef}
        hrefForPage={(page) => searchHref(PATH, withPage(query, page))}
        emptyText={ts('rendezVous.empty')}
        centerAd={
          <Suspense fallback={null}>
            <AdSlot placement="center" />
          </Suspense>
        }
        afterAd={
          <Suspense fallback={null}>
            <AdSlot placement="afterSearch" />
          </Suspense>
        }
      />
    </div>
  )
}

const styles = {
  page: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  intro: css({ color: 'fg.muted' }),
}
