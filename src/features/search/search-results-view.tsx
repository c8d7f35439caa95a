/**
 * A page of members over a search-results actor: how many were found, the cards (12 a page), the
 * pages, and the loading, empty and failed states. Pure view: reads selectors, sends events; the
 * page container owns the actor, gives the URL of each page and the ads to place among the results.
 */
import { useSelector } from '@xstate/react'
import { memo, type ReactNode, useDeferredValue, useLayoutEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { Link } from 'wouter'
import type { ActorRefFrom } from 'xstate'
import type { Photo } from '../../api/models/photo'
import { Button } from '../../components/ui/button'
import { Chip } from '../../components/ui/chip'
import type { searchResultsMachine } from '../../machines/search-results/search-results.machine'
import {
  selectIsFirstLoad,
  selectIsLoading,
  selectPage,
  selectPageCount,
  selectProfiles,
  selectStatus,
  selectTags,
  selectTotal,
} from '../../machines/search-results/search-results.selectors'
import { Pagination } from './pagination'
import { ProfileCardView } from './profile-card'
import { ResultsPlaceholders } from './results-placeholders'
import { resultsLayout } from './search-results-layout'

/** Cards loaded at once rather than lazily: the first row or so, the page's largest paint. */
const EAGER_CARDS = 4
/**
 * The center ad comes after this many cards: half a page, a whole number of rows on phones (2 a row)
 * and tablets (3); on wide screens (4) it takes the second row's last two places.
 */
const CENTER_AD_AFTER = 6

export interface SearchResultsViewProps {
  actorRef: ActorRefFrom<typeof searchResultsMachine>
  /** The URL of another page of the same search. */
  hrefForPage: (page: number) => string
  /** What to say when nobody matches (the search's own words by default). */
  emptyText?: ReactNode
  /** Show the popular interests (tags_list) under the results. */
  showTags?: boolean
  /**
   * An ad in the middle of a page of results (the `center` placement), when there is a second half.
   * It may render nothing: its place then takes no room.
   */
  centerAd?: ReactNode
  /** An ad under the results and their pages (the `afterSearch` placement), shown with results only. */
  afterAd?: ReactNode
  /**
   * The first result's photo, drawn by the page's first script before the app ran (issue 38): the
   * first placeholder shows it while the first page loads, where the first card then puts it.
   */
  earlyPhoto?: Photo | null
}

export function SearchResultsView({ actorRef, ...props }: SearchResultsViewProps) {
  const status = useSelector(actorRef, selectStatus)
  const isLoading = useSelector(actorRef, selectIsLoading)
  const isFirstLoad = useSelector(actorRef, selectIsFirstLoad)
  const profiles = useSelector(actorRef, selectProfiles)
  const total = useSelector(actorRef, selectTotal)
  const pageCount = useSelector(actorRef, selectPageCount)
  const page = useSelector(actorRef, selectPage)
  const tags = useSelector(actorRef, selectTags)
  const results = useMemo(
    () => ({ status, isLoading, isFirstLoad, profiles, total, pageCount, page, tags }),
    [status, isLoading, isFirstLoad, profiles, total, pageCount, page, tags],
  )
  // A page of cards is the longest render of the search pages (12 cards, their photos and labels:
  // a long task on a phone when the answer arrived, as one urgent render). Deferred, it renders in
  // the background, sliced, so a tap while a page arrives is answered at once; every part of the
  // section reads the same snapshot, so the heading never counts one page while the cards show another.
  return <ResultsSection actorRef={actorRef} results={useDeferredValue(results)} {...props} />
}

interface Results {
  status: ReturnType<typeof selectStatus>
  isLoading: boolean
  isFirstLoad: boolean
  profiles: ReturnType<typeof selectProfiles>
  total: number
  pageCount: number
  page: number
  tags: ReturnType<typeof selectTags>
}

const ResultsSection = memo(function ResultsSection({
  actorRef,
  results,
  hrefForPage,
  emptyText,
  showTags = false,
  centerAd,
  afterAd,
  earlyPhoto = null,
}: SearchResultsViewProps & { results: Results }) {
  const { t } = useTranslation('search')
  const { status, isLoading, isFirstLoad, profiles, total, pageCount, page, tags } = results
  const headingRef = useRef<HTMLHeadingElement>(null)
  const shownPage = useRef(page)

  // A new page arrived: the member continues from the top of the list, as after a page load. In the
  // commit that shows it: the page renders in the background, whose effects may run frames later.
  useLayoutEffect(() => {
    if (isLoading || shownPage.current === page) return
    shownPage.current = page
    headingRef.current?.focus()
  }, [isLoading, page])

  const items = profiles.map((card, index) => (
    <li key={card.id}>
      <ProfileCardView card={card} eager={index < EAGER_CARDS} />
    </li>
  ))
  // Keyed apart from the cards: the ad stays put (and keeps its frame) when the page changes.
  if (centerAd && items.length > CENTER_AD_AFTER) {
    items.splice(
      CENTER_AD_AFTER,
      0,
      <li key="center-ad" className={styles.centerAd}>
        {centerAd}
      </li>,
    )
  }
  const showsResults = profiles.length > 0 && status !== 'empty'

  const heading =
    status === 'loaded'
      ? `${t('results.count', { count: total })}${pageCount > 1 ? ` · ${t('results.pageOf', { page, pages: pageCount })}` : ''}`
      : status === 'loading' && isFirstLoad
        ? t('results.loading')
        : status === 'empty'
          ? t('results.count', { count: total })
          : ''

  return (
    <section aria-labelledby="search-results-heading" className={resultsLayout.section}>
      <h2
        id="search-results-heading"
        ref={headingRef}
        tabIndex={-1}
        className={resultsLayout.heading}
        aria-live="polite"
      >
        {heading}
      </h2>
      {status === 'failed' ? (
        <div role="alert" className={styles.alert}>
          <p>{t('results.failed')}</p>
          <Button variant="outline" size="sm" onClick={() => actorRef.send({ type: 'results.retry' })}>
            {t('results.retry')}
          </Button>
        </div>
      ) : null}
      {status === 'empty' ? (
        <div className={styles.empty}>
          {page > 1 && total > 0 ? (
            <>
              <p>{t('results.pastLastPage')}</p>
              <Link href={hrefForPage(1)} className={styles.textLink}>
                {t('results.firstPage')}
              </Link>
            </>
          ) : (
            <>
              <p className={styles.emptyTitle}>{emptyText ?? t('results.empty')}</p>
              <p>{t('results.emptyHint')}</p>
            </>
          )}
        </div>
      ) : null}
      {isFirstLoad ? <ResultsPlaceholders photo={earlyPhoto} /> : null}
      {showsResults ? (
        <ul
          aria-label={t('results.listLabel')}
          aria-busy={isLoading || undefined}
          className={cx(resultsLayout.grid, isLoading && styles.stale)}
        >
          {items}
        </ul>
      ) : null}
      {status !== 'failed' ? <Pagination page={page} pageCount={pageCount} hrefFor={hrefForPage} /> : null}
      {showsResults ? afterAd : null}
      {showTags && tags.length > 0 && status === 'loaded' ? (
        <div className={styles.tags}>
          <h2 className={styles.tagsTitle}>{t('results.tags')}</h2>
          <ul className={styles.tagList}>
            {tags.map((tag) => (
              <li key={tag.id}>
                <Chip>{tag.name}</Chip>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
})

const styles = {
  // Hidden while its ad loads or when there is none: an empty item would still open a row.
  centerAd: css({
    gridColumn: { base: '1 / -1', lg: 'span 2' },
    alignSelf: 'center',
    _empty: { display: 'none' },
  }),
  stale: css({ opacity: 0.6, transition: 'opacity 0.2s', _motionReduce: { transition: 'none' } }),
  alert: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '3',
    px: '4',
    py: '3',
    borderRadius: 'xl',
    bg: 'danger.subtle',
    color: 'danger.fg',
    fontWeight: 'medium',
  }),
  empty: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    alignItems: 'flex-start',
    p: '6',
    borderRadius: '2xl',
    bg: 'bg.surface',
    color: 'fg.muted',
  }),
  emptyTitle: css({ color: 'fg.default', fontWeight: 'semibold' }),
  textLink: css({ color: 'primary.fg', fontWeight: 'semibold', textDecoration: 'underline' }),
  tags: css({ mt: '6', display: 'flex', flexDirection: 'column', gap: '2' }),
  tagsTitle: css({ fontSize: 'md', fontWeight: 'semibold' }),
  tagList: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
}
