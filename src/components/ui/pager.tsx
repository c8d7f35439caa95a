/**
 * Previous / next page buttons around "Page 2 sur 5", for lists paged in place (the ranking, the
 * albums, the visitors); hidden when there is a single page. The ends are marked aria-disabled rather
 * than disabled, so the button keeps the focus on the last page. Lists whose pages are URLs (search
 * results) use links instead.
 */
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from './button'
import { ChevronIcon } from './icons'

export interface PagerProps {
  /** Names the navigation landmark ('Pages du classement'); 'Pages' by default. */
  label?: string
  page: number
  pageCount: number
  onGo: (page: number) => void
}

export function Pager({ label, page, pageCount, onGo }: PagerProps) {
  const { t } = useTranslation('ui')
  if (pageCount <= 1) return null
  const isFirst = page <= 1
  const isLast = page >= pageCount
  return (
    <nav aria-label={label ?? t('pager.label')} className={styles.nav}>
      <Button
        variant="outline"
        size="sm"
        aria-disabled={isFirst || undefined}
        onClick={() => {
          if (!isFirst) onGo(page - 1)
        }}
      >
        <ChevronIcon direction="left" />
        {t('pager.previous')}
      </Button>
      <p className={styles.status} aria-live="polite">
        {t('pager.status', { page, count: pageCount })}
      </p>
      <Button
        variant="outline"
        size="sm"
        aria-disabled={isLast || undefined}
        onClick={() => {
          if (!isLast) onGo(page + 1)
        }}
      >
        {t('pager.next')}
        <ChevronIcon direction="right" />
      </Button>
    </nav>
  )
}

const styles = {
  nav: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '3',
    mt: '6',
    flexWrap: 'wrap',
    '& button[aria-disabled=true]': { opacity: 0.5, cursor: 'not-allowed' },
  }),
  status: css({ fontSize: 'sm', color: 'fg.muted', minW: '8rem', textAlign: 'center' }),
}
