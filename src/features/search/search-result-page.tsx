/**
 * /app/search/result: the results of a search whose every criterion is in the query string, so it
 * can be shared, reloaded and walked back with the browser's buttons; 12 members a page.
 */
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import { largestPhotoOf } from '../../api/largest-photo-handover'
import { Button } from '../../components/ui/button'
import { searchHref, withPage } from '../../machines/search-results/search-results.url'
import { Ad, useAdsReadAhead } from '../ads/ad'
import { PageTitle } from '../layout/page-title'
import { resultsLayout } from './search-results-layout'
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
  const [location] = useLocation()
  return (
    <div className={resultsLayout.page}>
      <PageTitle>{t('routes.searchResult')}</PageTitle>
      <div className={resultsLayout.summary}>
        <SearchSummary query={query} />
        <Button asChild variant="outline" size="sm" className={resultsLayout.fixed}>
          <Link href={modifyHref}>{ts('results.modify')}</Link>
        </Button>
      </div>
      <SearchResultsView
        actorRef={actorRef}
        hrefForPage={(page) => searchHref('/app/search/result', withPage(query, page))}
        showTags
        centerAd={<Ad placement="center" />}
        afterAd={<Ad placement="afterSearch" />}
        earlyPhoto={largestPhotoOf(location)}
      />
    </div>
  )
}
