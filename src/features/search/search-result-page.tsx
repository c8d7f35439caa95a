/**
 * /app/search/result: the results of a search whose every criterion is in the query string, so it
 * can be shared, reloaded and walked back with the browser's buttons; 12 members a page.
 */
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { Button } from '../../components/ui/button'
import { searchHref, withPage } from '../../machines/search-results/search-results.url'
import { Ad, useAdsReadAhead } from '../ads/ad'
import { PageTitle } from '../layout/page-title'
import { SearchResultsView } from './search-results-view'
import { SearchSummary } from './search-summary'
import { useSearchResults } from './use-search-results'

export default function SearchResultPage() {
  const { t } = useTranslation()
  const { t: ts } = useTranslation('search')
  const { actorRef, query } = useSearchResults('search')
  // The ads are read beside the results, so the center one is there when they are.
  useAdsReadAhead()
  const modifyHref = searchHref('/app/search', withPage(query, 1))
  return (
    <div className={styles.page}>
      <PageTitle>{t('routes.searchResult')}</PageTitle>
      <div className={styles.summary}>
        <SearchSummary query={query} />
        <Button asChild variant="outline" size="sm">
          <Link href={modifyHref}>{ts('results.modify')}</Link>
        </Button>
      </div>
      <SearchResultsView
        actorRef={actorRef}
        hrefForPage={(page) => searchHref('/app/search/result', withPage(query, page))}
        showTags
        centerAd={<Ad placement="center" />}
        afterAd={<Ad placement="afterSearch" />}
      />
    </div>
  )
}

const styles = {
  page: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  summary: css({
    display: 'flex',
    flexWrap: 'wrap',
    gap: '3',
    alignItems: 'center',
    justifyContent: 'space-between',
  }),
}
