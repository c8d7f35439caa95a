/**
 * A member page while the member is being looked up (the route guard's wait): the page's heading,
 * where the page puts it, and grey placeholders for its data. The build renders it into each page's
 * prerendered shell (src/app/prerender.tsx), inside the same layout and header as the app, so the
 * first paint, from the HTML, is the frame the app renders over: the header, the tab bar and the
 * heading do not move when it takes over.
 */
import type { ParseKeys } from 'i18next'
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { useLocation } from 'wouter'
import { largestPhotoOf } from '../../api/largest-photo-handover'
import type { Photo } from '../../api/models/photo'
import { ConversationSkeleton } from '../chat/conversation-skeleton'
import { SearchResultSkeleton } from '../search/search-result-skeleton'
import { SwipeSkeleton } from '../swipe/swipe-skeleton'
import { HomeSkeleton } from '../wall/home-skeleton'
import { PAGE_FRAMES } from './page-frames'
import { PageTitle } from './page-title'
import { SkeletonStatus } from './skeleton-status'

/**
 * Pages whose wait is their own loading state, laid out as the page, whose largest paint the page's
 * first script draws before the app runs (issue 38): a photo (src/app/largest-image.ts), given with
 * the heading (the photo the script left: src/api/largest-photo-handover.ts); the home page's words
 * from the member lookup (src/app/early-home.ts); a conversation's newest messages
 * (src/app/early-conversation.ts).
 */
const OWN_SKELETONS: Record<string, ComponentType<{ title: string; photo: Photo | null }> | undefined> = {
  '/app': HomeSkeleton,
  '/app/search/result': SearchResultSkeleton,
  '/app/swipe': SwipeSkeleton,
  '/app/chat/:chatSlug': ConversationSkeleton,
}

/** `title`: the key of the page's heading in `common` (the route table's), null when it names itself. */
export function PageSkeleton({ title, path }: { title: ParseKeys<'common'> | null; path: string }) {
  const { t } = useTranslation()
  const [location] = useLocation()
  const Own = OWN_SKELETONS[path]
  if (Own && title) return <Own title={t(title)} photo={largestPhotoOf(location)} />
  return (
    <div aria-busy="true" data-page-skeleton="" className={PAGE_FRAMES[path]}>
      {title ? <PageTitle>{t(title)}</PageTitle> : null}
      <SkeletonStatus />
      <div aria-hidden="true" className={blocks}>
        <div className={cx(block, css({ h: '6', w: '2/3' }))} />
        <div className={cx(block, css({ h: '40' }))} />
        <div className={cx(block, css({ h: '40' }))} />
      </div>
    </div>
  )
}

const blocks = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const block = css({ borderRadius: 'xl', bg: 'bg.muted' })
