/**
 * Previous / next page buttons around "Page 2 sur 5"; hidden when there is a single page. The ends
 * are marked aria-disabled rather than disabled, so the button keeps the focus on the last page.
 */
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from '../../components/ui/button'
import { ArrowLeftIcon } from '../../components/ui/icons'

export interface PagerProps {
  page: number
  pageCount: number
  onGo: (page: number) => void
}

export function Pager({ page, pageCount, onGo }: PagerProps) {
  const { t } = useTranslation('social')
  if (pageCount <= 1) return null
  const isFirst = page <= 1
  const isLast = page >= pageCount
  return (
    <nav aria-label={t('pager.label')} className={styles.nav}>
      <Button
        variant="outline"
        size="sm"
        aria-disabled={isFirst || undefined}
        onClick={() => {
          if (!isFirst) onGo(page - 1)
        }}
      >
        <ArrowLeftIcon />
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
        <ArrowLeftIcon className={styles.flip} />
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
  flip: css({ transform: 'scaleX(-1)' }),
}
