/**
 * /app/search/rendez-vous: the members who set meeting preferences (meeting_res), 12 a page,
 * filtered by gender through the URL.
 */
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { type SearchQuery, searchHref, withPage } from '../../machines/search-results/search-results.url'
import { Ad, useAdsReadAhead } from '../ads/ad'
import { PageTitle } from '../layout/page-title'
import { GenderFilter } from './gender-filter'
import { SearchResultsView } from './search-results-view'
import { useSearchResults } from './use-search-results'

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
  useAdsReadAhead()
  return (
    <div className={styles.page}>
      <PageTitle>{t('routes.searchRendezVous')}</PageTitle>
      <p className={styles.intro}>{ts('rendezVous.intro')}</p>
      <GenderFilter path={PATH} query={query} />
      <SearchResultsView
        actorRef={actorRef}
        hrefForPage={(page) => searchHref(PATH, withPage(query, page))}
        emptyText={ts('rendezVous.empty')}
        centerAd={<Ad placement="center" />}
        afterAd={<Ad placement="afterSearch" />}
      />
    </div>
  )
}

const styles = {
  page: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  intro: css({ color: 'fg.muted' }),
}
