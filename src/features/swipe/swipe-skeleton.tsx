/**
 * /app/swipe while the member is looked up (the route guard's wait, prerendered into the page's
 * shell: src/app/prerender.tsx): the swipe page's own frame (swipe-page-layout.tsx,
 * swipe-deck-layout.ts), its heading, intro and hint, and the deck's loading state. The page's first
 * script draws the top card's photo into it from the page's first answer before the app runs
 * (src/app/largest-image.ts, issue 38); `photo` is that photo, left for the app, so this draws it in
 * the same place when the app takes over, and the deck (its loading state, then its top card) keeps
 * it there.
 */
import { useTranslation } from 'react-i18next'
import type { Photo } from '../../api/models/photo'
import { SkeletonStatus } from '../layout/skeleton-status'
import { deckLayout } from './swipe-deck-layout'
import { SwipeDeckPlaceholder } from './swipe-deck-placeholder'
import { SwipePageLayout } from './swipe-page-layout'

export function SwipeSkeleton({ photo }: { photo: Photo | null }) {
  const { t: ts } = useTranslation('social')
  return (
    <div aria-busy="true" data-page-skeleton="">
      <SwipePageLayout>
        <div className={deckLayout.layout}>
          <p className={deckLayout.hint}>{ts('swipe.keyboardHint')}</p>
          <SkeletonStatus />
          <SwipeDeckPlaceholder photo={photo} />
        </div>
      </SwipePageLayout>
    </div>
  )
}
