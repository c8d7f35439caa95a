/**
 * Previous / next page buttons around "Page 2 sur 5"; hidden when there is a single page. The ends
 * are marked aria-disabled rather than disabled, so the button keeps the focus on the last page.
 */
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from '../../components/ui/button'
import { ChevronIcon } from '../../components/ui/icons'

export interface PagerProps {
  /** Names the navigation landmark ('Pages du classement'). */
  label: string
  page: number
  pageCount: number
  onGo: (page: number) => void
}

export function Pager({ label, page, pageCount, onGo }: PagerProps) {
  const { t } = useTranslation('social')
  if (pageCount <= 1) return null
  const isFirst = page <= 1
  const isLast = page >= pageCount
  return (
    <nav aria-label={label} className={styles.nav}>
      <Button
        variant="outline"
        size="sm"
        aria-disabled={isFirst || undefined}
        onClick={() => {
          if (!isFirst) onGo(page - 1)
        }}
      >
        <ChevronIcon direction="left" />
        {t('vote.pager.previous')}
      </Button>
      <p className={styles.status} aria-live="polite">
        {t('vote.pager.status', { page, count: pageCount })}
      </p>
      <Button
        variant="outline"
        size="sm"
        aria-disabled={isLast || undefined}
        onClick={() => {
          if (!isLast) onGo(page + 1)
        }}
      >
        {t('vote.pager.next')}
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
