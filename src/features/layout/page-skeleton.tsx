/**
 * A member page while the member is being looked up (the route guard's wait): the page's heading,
 * where the page puts it, and grey placeholders for its data. The build renders it into each page's
 * prerendered shell (src/app/prerender.tsx), inside the same layout and header as the app, so the
 * first paint, from the HTML, is the frame the app renders over: the header, the tab bar and the
 * heading do not move when it takes over.
 */
import type { ParseKeys } from 'i18next'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { useLocation } from 'wouter'
import { largestPhotoOf } from '../../api/largest-photo-handover'
import { SearchResultSkeleton } from '../search/search-result-skeleton'
import { PAGE_FRAMES } from './page-frames'
import { PageTitle } from './page-title'

/**
 * How the page itself sets its heading: the swipe deck centres it and leaves it to the top bar on
 * phones, a conversation keeps it for assistive technologies only (its partner's name heads it).
 */
const HEADINGS: Record<string, string | undefined> = {
  '/app/swipe': css({ textAlign: 'center', mdDown: { srOnly: true } }),
  '/app/chat/:chatSlug': css({ srOnly: true }),
}

/** `title`: the key of the page's heading in `common` (the route table's), null when it names itself. */
export function PageSkeleton({ title, path }: { title: ParseKeys<'common'> | null; path: string }) {
  const { t } = useTranslation()
  const [location] = useLocation()
  // The results' own frame, whose first card's photo the page's first script draws (issue 38).
  if (path === '/app/search/result' && title)
    return <SearchResultSkeleton title={t(title)} photo={largestPhotoOf(location)} />
  return (
    <div aria-busy="true" data-page-skeleton="" className={PAGE_FRAMES[path]}>
      {title ? <PageTitle className={HEADINGS[path]}>{t(title)}</PageTitle> : null}
      <p role="status" className={css({ srOnly: true })}>
        {t('status.loading')}
      </p>
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
