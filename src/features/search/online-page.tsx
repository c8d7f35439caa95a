/** /app/search/online: the members online now, 12 a page, filtered by gender through the URL. */
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { selectConnectedCount, selectStatus } from '../../machines/search-results/search-results.selectors'
import { type SearchQuery, searchHref, withPage } from '../../machines/search-results/search-results.url'
import { Ad, useAdsReadAhead } from '../ads/ad'
import { PageTitle } from '../layout/page-title'
import { GenderFilter } from './gender-filter'
import { SearchResultsView } from './search-results-view'
import { useSearchResults } from './use-search-results'

const PATH = '/app/search/online'
/** Online members only, whatever the URL says; its gender and page are kept. */
const onlineOnly = (query: SearchQuery): SearchQuery => ({
  ...(query.gender ? { gender: query.gender } : {}),
  ...(query.page ? { page: query.page } : {}),
  isOnline: true,
})
/** The URL holds the choices of this page only (online is implied). */
const urlOf = ({ isOnline: _, ...query }: SearchQuery) => query

export default function OnlinePage() {
  const { t } = useTranslation()
  const { t: ts } = useTranslation('search')
  const { actorRef, query } = useSearchResults('search', onlineOnly)
  // The ads are read beside the results, so the center one is there when they are.
  useAdsReadAhead()
  const connected = useSelector(actorRef, selectConnectedCount)
  const status = useSelector(actorRef, selectStatus)
  return (
    <div className={styles.page}>
      <PageTitle>{t('routes.searchOnline')}</PageTitle>
      <p className={styles.intro}>
        {ts('online.intro')}
        {status === 'loaded' || status === 'empty'
          ? ` ${ts('online.connected', { count: connected })}.`
          : null}
      </p>
      <GenderFilter path={PATH} query={urlOf(query)} />
      <SearchResultsView
        actorRef={actorRef}
        hrefForPage={(page) => searchHref(PATH, withPage(urlOf(query), page))}
        emptyText={ts('online.empty')}
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
