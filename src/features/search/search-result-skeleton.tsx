/**
 * /app/search/result while the member is looked up (the route guard's wait, prerendered into the
 * page's shell: src/app/prerender.tsx): the results page's own frame, with the boxes it lays out
 * (search-results-layout.ts): the heading, the criteria's line, the count's line and a card's frame
 * per result. The page's first script draws the first result's photo into the first frame from the
 * page's first answer before the app runs (src/app/largest-image.ts, issue 38); `photo` is that
 * photo, left for the app, so this draws it in the same place when the app takes over, and the
 * results page (its loading state, then its first card) keeps it there.
 */
import { css } from 'styled-system/css'
import type { Photo } from '../../api/models/photo'
import { PageTitle } from '../layout/page-title'
import { SkeletonStatus } from '../layout/skeleton-status'
import { ResultsPlaceholders } from './results-placeholders'
import { resultsLayout } from './search-results-layout'

export function SearchResultSkeleton({ title, photo }: { title: string; photo: Photo | null }) {
  return (
    <div aria-busy="true" data-page-skeleton="" className={resultsLayout.page}>
      <PageTitle>{title}</PageTitle>
      <SkeletonStatus />
      <div aria-hidden="true" className={resultsLayout.summary}>
        <div className={styles.criteria} />
      </div>
      <div className={resultsLayout.section}>
        <div aria-hidden="true" className={resultsLayout.heading} />
        <ResultsPlaceholders photo={photo} />
      </div>
    </div>
  )
}

const styles = {
  criteria: css({ h: '6', w: '32', borderRadius: 'full', bg: 'bg.muted' }),
}
